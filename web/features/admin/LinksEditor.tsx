import { App, Button, Form, Input, Modal, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { adminCalls } from '../../../contracts/admin/calls';
import { ADMIN_LIMITS as L } from '../../../contracts/admin/codes';
import type { AdminLink, LinkForm } from '../../../contracts/admin/models';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';
import { useRules, useSave } from './use-save';
import { MoveButtons } from './MoveButtons';
import { NumberInput } from '../../ui/kit/NumberInput';

function ShownTag({ enabled }: { enabled: boolean }) {
  const t = useT(adminMessages);
  return enabled ? <Tag color="green">{t('links.shown')}</Tag> : <Tag>{t('links.hidden')}</Tag>;
}

/** The link being edited: a new one, or an existing one by id. */
type Editing = { id?: number; values: LinkForm } | null;

/** Friendly links (the footer's list): add, edit, hide, delete and put in order. */
export function LinksEditor({ links }: { links: AdminLink[] }) {
  const { modal } = App.useApp();
  const t = useT(adminMessages);
  const rules = useRules();
  const { save, saving } = useSave();
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<LinkForm>();

  const move = (index: number, by: -1 | 1) => {
    const ids = links.map((l) => l.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    return save(() => browserApi().call(adminCalls.sortLinks, { body: { ids } }), t('common.orderSaved'));
  };
  const remove = (link: AdminLink) =>
    modal.confirm({
      title: t('links.deleteConfirm', { name: link.linkName }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      onOk: () => save(() => browserApi().call(adminCalls.deleteLink, { params: { id: link.id } }), t('links.deleted')),
    });
  const submit = async (values: LinkForm) => {
    const id = editing?.id;
    const done = await save(
      () =>
        id === undefined
          ? browserApi().call(adminCalls.addLink, { body: values })
          : browserApi().call(adminCalls.updateLink, { params: { id }, body: values }),
      id === undefined ? t('links.added') : t('links.saved'),
    );
    if (done) setEditing(null);
  };
  const nextSort = (links.at(-1)?.sort ?? 0) + 10;

  const columns: ColumnsType<AdminLink> = [
    {
      title: t('links.name'),
      dataIndex: 'linkName',
      render: (name: string, link) => (
        <>
          <span translate="no">{name}</span>
          <div className="admin-xs-only">
            <ShownTag enabled={link.enabled} />
          </div>
        </>
      ),
    },
    {
      title: t('links.address'),
      dataIndex: 'linkUrl',
      responsive: ['md'],
      render: (url: string) => (
        <span className="admin-url" translate="no">
          {url}
        </span>
      ),
    },
    { title: t('links.shown'), dataIndex: 'enabled', render: (enabled: boolean) => <ShownTag enabled={enabled} />, responsive: ['sm'] },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_v, link, index) => (
        <Space wrap size="small">
          <MoveButtons name={link.linkName} index={index} count={links.length} onMove={(step) => void move(index, step)} />
          <Button size="small" onClick={() => setEditing({ id: link.id, values: link })}>
            {t('common.edit')}
          </Button>
          <Button size="small" danger onClick={() => void remove(link)}>
            {t('common.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Button
        type="primary"
        className="admin-add"
        onClick={() => setEditing({ values: { linkName: '', linkUrl: 'https://', sort: nextSort, enabled: true } })}
      >
        {t('links.add')}
      </Button>
      <Table<AdminLink> rowKey="id" columns={columns} dataSource={links} pagination={false} size="middle" loading={saving} />
      <Modal
        title={editing?.id === undefined ? t('links.add') : t('links.edit')}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common.save')}
        confirmLoading={saving}
        destroyOnHidden
      >
        {editing && (
          <Form<LinkForm>
            form={form}
            layout="vertical"
            name="link"
            initialValues={editing.values}
            onFinish={(values) => void submit(values)}
          >
            <Form.Item label={t('links.name')} name="linkName" rules={[rules.required, rules.max(L.linkName)]}>
              <Input />
            </Form.Item>
            <Form.Item label={t('links.address')} name="linkUrl" rules={[rules.required, rules.httpUrl, rules.max(L.url)]}>
              <Input />
            </Form.Item>
            <Form.Item label={t('links.sort')} name="sort" rules={[{ required: true, message: t('rules.required') }]}>
              <NumberInput min={0} max={L.linkSort} precision={0} />
            </Form.Item>
            <Form.Item label={t('links.inFooter')} name="enabled" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}
