import { Button, Form, Input, Modal, Select, Switch } from 'antd';
import { BANNER_LIMITS as L, BANNER_POSITIONS } from '../../../../contracts/site/codes';
import { useImageUpload } from '../editor/use-image-upload';
import { useT } from '../../../lib/i18n';
import { adminContentMessages } from '../content/messages';
import { useRules } from '../use-save';
import type { BannerValues } from './banner-form';

const SITE_PATH_OR_HTTPS = /^(\/(?!\/)|https:\/\/)\S*$/i;
const SITE_PATH_OR_HTTP = /^(\/(?!\/)|https?:\/\/)\S*$/i;

interface Props {
  title: string;
  values: BannerValues | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (values: BannerValues) => void;
  form: ReturnType<typeof Form.useForm<BannerValues>>[0];
}

/** Adds or edits a banner: the image is a path or an address, or a picture uploaded here. */
export function BannerDialog({ title, values, saving, onCancel, onSubmit, form }: Props) {
  const t = useT(adminContentMessages);
  const rules = useRules();
  const { upload, busy, error } = useImageUpload();
  const sitePathOrHttps = { pattern: SITE_PATH_OR_HTTPS, message: t('banners.pathOrHttps') };
  const sitePathOrHttp = { pattern: SITE_PATH_OR_HTTP, message: t('banners.pathOrHttp') };
  const picked = async (file: File | undefined) => {
    if (!file) return;
    const image = await upload(file);
    if (image) form.setFieldValue('image', image.url);
  };
  return (
    <Modal
      title={title}
      open={values !== null}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={t('editor.save')}
      confirmLoading={saving}
      destroyOnHidden
    >
      {values && (
        <Form<BannerValues> form={form} layout="vertical" name="banner" initialValues={values} onFinish={onSubmit}>
          <Form.Item label={t('banners.position')} name="showPosition">
            <Select options={BANNER_POSITIONS.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
          <Form.Item label={t('banners.title')} name="title" rules={[rules.required, rules.max(L.title)]}>
            <Input />
          </Form.Item>
          <Form.Item label={t('banners.image')} required extra={error ?? t('banners.imageHint')}>
            <div className="admin-inline">
              <Form.Item name="image" noStyle rules={[rules.required, rules.max(L.image), sitePathOrHttps]}>
                <Input aria-label={t('banners.image')} />
              </Form.Item>
              <Button loading={busy} onClick={() => document.getElementById('banner-upload')?.click()}>
                {t('banners.upload')}
              </Button>
              <input
                id="banner-upload"
                type="file"
                accept="image/*"
                style={{ display: 'none' }}
                aria-label={t('banners.uploadLabel')}
                onChange={(event) => {
                  void picked(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </div>
          </Form.Item>
          <Form.Item label={t('banners.link')} name="link" rules={[rules.max(L.link), sitePathOrHttp]} extra={t('banners.linkHint')}>
            <Input />
          </Form.Item>
          <Form.Item label={t('banners.from')} name="startsAt">
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            label={t('banners.until')}
            name="endsAt"
            dependencies={['startsAt']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_r, end: string) =>
                  !end || !getFieldValue('startsAt') || end > getFieldValue('startsAt')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('banners.afterStart'))),
              }),
            ]}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item label={t('banners.enabled')} name="enabled" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
