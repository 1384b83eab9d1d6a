import { Button, Card, Form, Input } from 'antd';
import { adminCalls } from '../../../contracts/admin/calls';
import { ADMIN_LIMITS as L } from '../../../contracts/admin/codes';
import type { AdminAgreement } from '../../../contracts/admin/models';
import { shownTime } from '../../../contracts/core/dates';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';
import { useRules, useSave } from './use-save';

function AgreementForm({ agreement }: { agreement: AdminAgreement }) {
  const t = useT(adminMessages);
  const rules = useRules();
  const { save, saving } = useSave();
  return (
    <Card
      size="small"
      title={<span translate="no">{`${agreement.agreementType} · ${agreement.appId}`}</span>}
      extra={t('agreements.updated', { time: shownTime(agreement.updatedAt) })}
      className="admin-card"
    >
      <Form<{ name: string; content: string }>
        layout="vertical"
        name={`agreement-${agreement.id}`}
        initialValues={{ name: agreement.name, content: agreement.content }}
        onFinish={(body) =>
          void save(() => browserApi().call(adminCalls.updateAgreement, { params: { id: agreement.id }, body }), t('agreements.saved'))
        }
      >
        <Form.Item label={t('agreements.name')} name="name" rules={[rules.required, rules.max(L.agreementName)]}>
          <Input />
        </Form.Item>
        <Form.Item label={t('agreements.content')} name="content" rules={[rules.required, rules.max(L.agreementContent)]}>
          <Input.TextArea rows={8} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('agreements.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** One form per agreement type of each app: the registration agreement, the community instruction. */
export function AgreementsEditor({ agreements }: { agreements: AdminAgreement[] }) {
  return (
    <div className="admin-stack">
      {agreements.map((agreement) => (
        <AgreementForm key={agreement.id} agreement={agreement} />
      ))}
    </div>
  );
}
