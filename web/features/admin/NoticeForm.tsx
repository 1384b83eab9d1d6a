import { Button, Form, Input } from 'antd';
import { adminCalls } from '../../../contracts/admin/calls';
import { ADMIN_LIMITS as L } from '../../../contracts/admin/codes';
import type { NoticeForm as NoticeValues } from '../../../contracts/admin/models';
import type { NoticeEntry } from '../../../contracts/site/models';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';
import { useRules, useSave } from './use-save';

/** The notice bar (§3 'Notice config'): ROLL_MESSAGE is its text, REDIRECT_URL where its More link leads. */
export function NoticeForm({ entries }: { entries: NoticeEntry[] }) {
  const t = useT(adminMessages);
  const rules = useRules();
  const { save, saving } = useSave();
  const value = (code: NoticeEntry['code']) => entries.find((e) => e.code === code)?.value ?? '';
  return (
    <Form<NoticeValues>
      layout="vertical"
      name="notice"
      className="admin-form"
      initialValues={{ rollMessage: value('ROLL_MESSAGE'), redirectUrl: value('REDIRECT_URL') }}
      onFinish={(body) => void save(() => browserApi().call(adminCalls.saveNotice, { body }), t('notice.saved'))}
    >
      <Form.Item label={t('notice.text')} name="rollMessage" extra={t('notice.textHint')} rules={[rules.max(L.rollMessage)]}>
        <Input.TextArea rows={3} showCount maxLength={L.rollMessage} />
      </Form.Item>
      <Form.Item label={t('notice.more')} name="redirectUrl" rules={[rules.httpUrl, rules.max(L.url)]}>
        <Input placeholder="https://" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('notice.save')}
      </Button>
    </Form>
  );
}
