import { Button, Descriptions, Drawer, Form, Image, Input, Select, Tag } from 'antd';
import { shownTime } from '../../../../contracts/core/dates';
import { feedbackCalls } from '../../../../contracts/feedback/calls';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_MSG,
  FEEDBACK_STATUS_LABEL,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
} from '../../../../contracts/feedback/codes';
import type { AdminFeedback } from '../../../../contracts/feedback/models';
import { browserApi } from '../../../lib/api';
import { rules, useSave } from '../use-save';

interface Props {
  item: AdminFeedback | null;
  typeName: string;
  onClose: () => void;
}

/** One feedback: what was sent, by whom, its photos; the status, and a reply by e-mail when the contact is an address. */
export function FeedbackDetail({ item, typeName, onClose }: Props) {
  const { save, saving } = useSave();
  const [form] = Form.useForm<{ message: string }>();
  const setStatus = (status: FeedbackStatus) =>
    item && void save(() => browserApi().call(feedbackCalls.adminStatus, { params: { id: item.id }, body: { status } }), 'Status changed');
  const reply = async ({ message }: { message: string }) => {
    if (!item) return;
    const sent = await save(
      () => browserApi().call(feedbackCalls.adminReply, { params: { id: item.id }, body: { message } }),
      FEEDBACK_MSG.replied,
    );
    if (sent) form.resetFields();
  };
  return (
    <Drawer open={item !== null} onClose={onClose} title={item ? `Feedback #${item.id}` : ''} size="large" destroyOnHidden>
      {item && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Received">{shownTime(item.createTime)}</Descriptions.Item>
            <Descriptions.Item label="Type">{typeName}</Descriptions.Item>
            <Descriptions.Item label="Description">
              <span className="feedback-detail__content">{item.content}</span>
            </Descriptions.Item>
            <Descriptions.Item label="Contact">{item.contact || '—'}</Descriptions.Item>
            <Descriptions.Item label="Sender">
              {item.userId ? (
                <span data-testid="feedback-sender">
                  user {item.userId} · {item.username} · {item.createName}
                </span>
              ) : (
                'Visitor'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Status">
              <Select
                aria-label="Status"
                value={item.status}
                disabled={saving}
                style={{ minWidth: 160 }}
                options={FEEDBACK_STATUSES.map((s) => ({ value: s, label: FEEDBACK_STATUS_LABEL[s] }))}
                onChange={setStatus}
              />
            </Descriptions.Item>
          </Descriptions>
          <h3>Photos</h3>
          {item.images.list.length ? (
            <Image.PreviewGroup>
              <div className="admin-inline">
                {item.images.list.map((url) => (
                  <Image key={url} src={url} width={96} height={96} style={{ objectFit: 'cover' }} alt="Feedback photo" />
                ))}
              </div>
            </Image.PreviewGroup>
          ) : (
            <p>No photos</p>
          )}
          <h3>Replies</h3>
          {item.replies.length === 0 && <p>None yet</p>}
          {item.replies.map((r) => (
            <div key={r.id} className="feedback-detail__reply">
              <Tag>{shownTime(r.sentAt)}</Tag> to {r.to} by {r.adminEmail}
              <p>{r.message}</p>
            </div>
          ))}
          {item.contactIsEmail ? (
            <Form form={form} layout="vertical" name="feedback-reply" onFinish={(v) => void reply(v)}>
              <Form.Item
                label={`Reply by e-mail to ${item.contact}`}
                name="message"
                rules={[rules.required, rules.max(FEEDBACK_LIMITS.reply)]}
              >
                <Input.TextArea rows={4} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                Send reply
              </Button>
            </Form>
          ) : (
            <p>The contact is not an e-mail address: no reply by mail.</p>
          )}
        </>
      )}
    </Drawer>
  );
}
