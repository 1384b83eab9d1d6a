import { Button, Form, Input } from 'antd';
import { adminCalls } from '../../../contracts/admin/calls';
import { ADMIN_LIMITS as L } from '../../../contracts/admin/codes';
import type { SiteInfoForm as SiteInfoValues } from '../../../contracts/admin/models';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';
import { useRules, useSave } from './use-save';

/** Site info (§3): shown in the public header and footer as soon as it is saved. */
export function SiteInfoForm({ info }: { info: SiteInfoValues }) {
  const t = useT(adminMessages);
  const rules = useRules();
  const { save, saving } = useSave();
  return (
    <Form<SiteInfoValues>
      layout="vertical"
      name="site-info"
      className="admin-form"
      initialValues={info}
      onFinish={(body) => void save(() => browserApi().call(adminCalls.saveSiteInfo, { body }), t('siteInfo.saved'))}
    >
      <Form.Item label={t('siteInfo.companyName')} name="companyName" rules={[rules.required, rules.max(L.companyName)]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('siteInfo.logo')} name="logo" extra={t('siteInfo.logoHint')} rules={[rules.required, rules.max(L.url)]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('siteInfo.email')} name="email" rules={[rules.required, rules.email, rules.max(L.email)]}>
        <Input type="email" />
      </Form.Item>
      <Form.Item label={t('siteInfo.contactPhone')} name="contactPhone" rules={[rules.max(L.phone)]}>
        <Input type="tel" />
      </Form.Item>
      <Form.Item label={t('siteInfo.address')} name="address" rules={[rules.max(L.address)]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('siteInfo.host')} name="host" rules={[rules.required, rules.httpUrl, rules.max(200)]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('siteInfo.icp')} name="icpRecordNumber" rules={[rules.max(L.icpRecordNumber)]}>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('siteInfo.save')}
      </Button>
    </Form>
  );
}
