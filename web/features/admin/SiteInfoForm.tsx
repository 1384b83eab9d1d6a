import { Button, Form, Input } from 'antd';
import { adminCalls } from '../../../contracts/admin/calls';
import { ADMIN_LIMITS as L } from '../../../contracts/admin/codes';
import type { SiteInfoForm as SiteInfoValues } from '../../../contracts/admin/models';
import { browserApi } from '../../lib/api';
import { rules, useSave } from './use-save';

/** Site info (§3): shown in the public header and footer as soon as it is saved. */
export function SiteInfoForm({ info }: { info: SiteInfoValues }) {
  const { save, saving } = useSave();
  return (
    <Form<SiteInfoValues>
      layout="vertical"
      name="site-info"
      className="admin-form"
      initialValues={info}
      onFinish={(body) => void save(() => browserApi().call(adminCalls.saveSiteInfo, { body }), 'Site info saved')}
    >
      <Form.Item label="Company name" name="companyName" rules={[rules.required, rules.max(L.companyName)]}>
        <Input />
      </Form.Item>
      <Form.Item
        label="Logo"
        name="logo"
        extra="A site path such as /logo.svg, or an http(s) address"
        rules={[rules.required, rules.max(L.url)]}
      >
        <Input />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[rules.required, rules.email, rules.max(L.email)]}>
        <Input type="email" />
      </Form.Item>
      <Form.Item label="Contact phone" name="contactPhone" rules={[rules.max(L.phone)]}>
        <Input type="tel" />
      </Form.Item>
      <Form.Item label="Address" name="address" rules={[rules.max(L.address)]}>
        <Input />
      </Form.Item>
      <Form.Item label="Mobile site host" name="host" rules={[rules.required, rules.httpUrl, rules.max(200)]}>
        <Input />
      </Form.Item>
      <Form.Item label="ICP record number" name="icpRecordNumber" rules={[rules.max(L.icpRecordNumber)]}>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Save site info
      </Button>
    </Form>
  );
}
