import { Button, Form, Input, Modal, Select, Switch } from 'antd';
import { BANNER_LIMITS as L, BANNER_POSITIONS } from '../../../../contracts/site/codes';
import { useImageUpload } from '../editor/use-image-upload';
import { rules } from '../use-save';
import type { BannerValues } from './banner-form';

const sitePathOrHttps = {
  pattern: /^(\/(?!\/)|https:\/\/)\S*$/i,
  message: "A path on this site ('/...') or an https address",
};
const sitePathOrHttp = {
  pattern: /^(\/(?!\/)|https?:\/\/)\S*$/i,
  message: "A path on this site ('/...') or an http or https address",
};

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
  const { upload, busy, error } = useImageUpload();
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
      okText="Save"
      confirmLoading={saving}
      destroyOnHidden
    >
      {values && (
        <Form<BannerValues> form={form} layout="vertical" name="banner" initialValues={values} onFinish={onSubmit}>
          <Form.Item label="Position" name="showPosition">
            <Select options={BANNER_POSITIONS.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
          <Form.Item label="Title" name="title" rules={[rules.required, rules.max(L.title)]}>
            <Input />
          </Form.Item>
          <Form.Item label="Image" required extra={error ?? 'A site path such as /banners/a.svg, an https address, or upload a picture'}>
            <div className="admin-inline">
              <Form.Item name="image" noStyle rules={[rules.required, rules.max(L.image), sitePathOrHttps]}>
                <Input aria-label="Image" />
              </Form.Item>
              <Button loading={busy} onClick={() => document.getElementById('banner-upload')?.click()}>
                Upload
              </Button>
              <input
                id="banner-upload"
                type="file"
                accept="image/*"
                style={{ display: 'none' }}
                aria-label="Upload a banner image"
                onChange={(event) => {
                  void picked(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </div>
          </Form.Item>
          <Form.Item label="Link" name="link" rules={[rules.max(L.link), sitePathOrHttp]} extra="Where a click goes; empty for none">
            <Input />
          </Form.Item>
          <Form.Item label="Shown from (UTC)" name="startsAt">
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            label="Shown until (UTC)"
            name="endsAt"
            dependencies={['startsAt']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_r, end: string) =>
                  !end || !getFieldValue('startsAt') || end > getFieldValue('startsAt')
                    ? Promise.resolve()
                    : Promise.reject(new Error('Must come after the start')),
              }),
            ]}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item label="Enabled" name="enabled" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
