import { App, Button, Form, Input, InputNumber, Modal, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { adminCalls } from '../../../contracts/admin/calls';
import { ADMIN_LIMITS as L } from '../../../contracts/admin/codes';
import type { AdminLink, LinkForm } from '../../../contracts/admin/models';
import { browserApi } from '../../lib/api';
import { rules, useSave } from './use-save';
import { MoveButtons } from './MoveButtons';

const shownTag = (enabled: boolean) => (enabled ? <Tag color="green">Shown</Tag> : <Tag>Hidden</Tag>);

/** The link being edited: a new one, or an existing one by id. */
type Editing = { id?: number; values: LinkForm } | null;

/** Friendly links (the footer's list): add, edit, hide, delete and put in order. */
export function LinksEditor({ links }: { links: AdminLink[] }) {
  const { modal } = App.useApp();
  const { save, saving } = useSave();
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<LinkForm>();

  const move = (index: number, by: -1 | 1) => {
    const ids = links.map((l) => l.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    return save(() => browserApi().call(adminCalls.sortLinks, { body: { ids } }), 'Order saved');
  };
  const remove = (link: AdminLink) =>
    modal.confirm({
      title: `Delete the link '${link.linkName}'?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => save(() => browserApi().call(adminCalls.deleteLink, { params: { id: link.id } }), 'Link deleted'),
    });
  const submit = async (values: LinkForm) => {
    const id = editing?.id;
    const done = await save(
      () =>
        id === undefined
          ? browserApi().call(adminCalls.addLink, { body: values })
          : browserApi().call(adminCalls.updateLink, { params: { id }, body: values }),
      id === undefined ? 'Link added' : 'Link saved',
    );
    if (done) setEditing(null);
  };
  const nextSort = (links.at(-1)?.sort ?? 0) + 10;

  const columns: ColumnsType<AdminLink> = [
    {
      title: 'Name',
      dataIndex: 'linkName',
      render: (name: string, link) => (
        <>
          {name}
          <div className="admin-xs-only">{shownTag(link.enabled)}</div>
        </>
      ),
    },
    { title: 'Address', dataIndex: 'linkUrl', responsive: ['md'], render: (url: string) => <span className="admin-url">{url}</span> },
    { title: 'Shown', dataIndex: 'enabled', render: shownTag, responsive: ['sm'] },
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, link, index) => (
        <Space wrap size="small">
          <MoveButtons name={link.linkName} index={index} count={links.length} onMove={(step) => void move(index, step)} />
          <Button size="small" onClick={() => setEditing({ id: link.id, values: link })}>
            Edit
          </Button>
          <Button size="small" danger onClick={() => void remove(link)}>
            Delete
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
        Add link
      </Button>
      <Table<AdminLink> rowKey="id" columns={columns} dataSource={links} pagination={false} size="middle" loading={saving} />
      <Modal
        title={editing?.id === undefined ? 'Add link' : 'Edit link'}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText="Save"
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
            <Form.Item label="Name" name="linkName" rules={[rules.required, rules.max(L.linkName)]}>
              <Input />
            </Form.Item>
            <Form.Item label="Address" name="linkUrl" rules={[rules.required, rules.httpUrl, rules.max(L.url)]}>
              <Input />
            </Form.Item>
            <Form.Item label="Sort (smaller first)" name="sort" rules={[{ required: true, message: 'Cannot be empty' }]}>
              <InputNumber min={0} max={L.linkSort} precision={0} />
            </Form.Item>
            <Form.Item label="Shown in the footer" name="enabled" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}
