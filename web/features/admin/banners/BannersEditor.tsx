import { App, Button, Form, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { bannerAdminCalls } from '../../../../contracts/site/banner-calls';
import type { AdminBanner } from '../../../../contracts/site/banners';
import { BANNER_POSITIONS } from '../../../../contracts/site/codes';
import { browserApi } from '../../../lib/api';
import { showFieldErrors } from '../../../lib/field-errors';
import { useLanguage, useT } from '../../../lib/i18n';
import { adminContentMessages } from '../content/messages';
import { useSave } from '../use-save';
import { BannerDialog } from './BannerDialog';
import { bannerBodyOf, bannerValuesOf, windowOf, type BannerValues } from './banner-form';
import { MoveButtons } from '../MoveButtons';

type Editing = { banner: AdminBanner | null; values: BannerValues } | null;

/** The banners: each position's in order, added, edited, deleted after a confirmation and moved up or down. */
export function BannersEditor({ banners }: { banners: AdminBanner[] }) {
  const { modal } = App.useApp();
  const t = useT(adminContentMessages);
  const language = useLanguage();
  const { save, saving } = useSave();
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<BannerValues>();
  const siblingsOf = (banner: AdminBanner) => banners.filter((b) => b.showPosition === banner.showPosition);

  const move = (banner: AdminBanner, by: -1 | 1) => {
    const ids = siblingsOf(banner).map((b) => b.id);
    const index = ids.indexOf(banner.id);
    ids.splice(index, 1);
    ids.splice(index + by, 0, banner.id);
    return save(
      () => browserApi().call(bannerAdminCalls.sort, { body: { showPosition: banner.showPosition, ids } }),
      t('categories.orderSaved'),
    );
  };
  const remove = (banner: AdminBanner) =>
    modal.confirm({
      title: t('banners.deleteConfirm', { title: banner.title }),
      okText: t('list.delete'),
      okButtonProps: { danger: true },
      onOk: () => save(() => browserApi().call(bannerAdminCalls.remove, { params: { id: banner.id } }), t('banners.deleted')),
    });
  const submit = async (values: BannerValues) => {
    const banner = editing?.banner ?? null;
    const body = bannerBodyOf(values, banner?.appId);
    // A refusal's field errors go to their fields; useSave would only show the message.
    const done = await save(
      async () => {
        try {
          return banner
            ? await browserApi().call(bannerAdminCalls.update, { params: { id: banner.id }, body })
            : await browserApi().call(bannerAdminCalls.add, { body });
        } catch (err) {
          throw new Error(showFieldErrors(form, err, language));
        }
      },
      banner ? t('banners.saved') : t('banners.added'),
    );
    if (done) setEditing(null);
  };

  const columns: ColumnsType<AdminBanner> = [
    {
      title: t('banners.position'),
      dataIndex: 'showPosition',
      responsive: ['md'],
      render: (position: string) => <span translate="no">{position}</span>,
    },
    {
      title: t('banners.title'),
      dataIndex: 'title',
      render: (title: string, banner) => (
        <>
          <span translate="no">{title}</span> {!banner.enabled && <Tag>{t('banners.disabled')}</Tag>}
          <div className="admin-xs-only admin-url" translate="no">
            {banner.link}
          </div>
        </>
      ),
    },
    {
      title: t('banners.image'),
      dataIndex: 'image',
      render: (image: string, banner) => <img src={image} alt={banner.title} className="admin-banner-thumb" />,
      responsive: ['sm'],
    },
    {
      title: t('banners.link'),
      dataIndex: 'link',
      render: (link: string) => (
        <span className="admin-url" translate="no">
          {link || '—'}
        </span>
      ),
      responsive: ['sm'],
    },
    { title: t('banners.window'), key: 'window', render: (_v, banner) => windowOf(banner) ?? t('banners.always'), responsive: ['lg'] },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_v, banner) => {
        const siblings = siblingsOf(banner);
        const index = siblings.findIndex((b) => b.id === banner.id);
        return (
          <Space wrap size="small">
            <MoveButtons name={banner.title} index={index} count={siblings.length} onMove={(step) => void move(banner, step)} />
            <Button size="small" onClick={() => setEditing({ banner, values: bannerValuesOf(banner, banner.showPosition) })}>
              {t('list.edit')}
            </Button>
            <Button size="small" danger onClick={() => void remove(banner)}>
              {t('list.delete')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <Button
        type="primary"
        className="admin-add"
        onClick={() => setEditing({ banner: null, values: bannerValuesOf(null, BANNER_POSITIONS[0]) })}
      >
        {t('banners.add')}
      </Button>
      <Table<AdminBanner> rowKey="id" columns={columns} dataSource={banners} pagination={false} size="middle" loading={saving} />
      <BannerDialog
        title={editing?.banner ? t('banners.edit') : t('banners.add')}
        values={editing?.values ?? null}
        saving={saving}
        onCancel={() => setEditing(null)}
        onSubmit={(values) => void submit(values)}
        form={form}
      />
    </>
  );
}
