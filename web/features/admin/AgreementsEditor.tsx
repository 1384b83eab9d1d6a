import { Button, Card, Form, Input } from 'antd';
import { adminCalls } from '../../../contracts/admin/calls';
import { ADMIN_LIMITS as L } from '../../../contracts/admin/codes';
import type { AdminAgreement } from '../../../contracts/admin/models';
import { browserApi } from '../../lib/api';
import { shownTime } from '../../../contracts/core/dates';
import { rules, useSave } from './use-save';

function AgreementForm({ agreement }: { agreement: AdminAgreement }) {
  const { save, saving } = useSave();
  return (
    <Card
      size="small"
      title={`${agreement.agreementType} · ${agreement.appId}`}
      extra={`Updated ${shownTime(agreement.updatedAt)}`}
      className="admin-card"
    >
      <Form<{ name: string; content: string }>
        layout="vertical"
        name={`agreement-${agreement.id}`}
        initialValues={{ name: agreement.name, content: agreement.content }}
        onFinish={(body) =>
          void save(() => browserApi().call(adminCalls.updateAgreement, { params: { id: agreement.id }, body }), 'Agreement saved')
        }
      >
        <Form.Item label="Name" name="name" rules={[rules.required, rules.max(L.agreementName)]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="Content (HTML: paragraphs, lists, links; no scripts)"
          name="content"
          rules={[rules.required, rules.max(L.agreementContent)]}
        >
          <Input.TextArea rows={8} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save agreement
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
