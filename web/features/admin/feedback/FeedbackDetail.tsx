import { Button, Descriptions, Drawer, Form, Image, Input, Select, Tag } from 'antd';
import { shownTime } from '../../../../contracts/core/dates';
import { feedbackCalls } from '../../../../contracts/feedback/calls';
import { FEEDBACK_LIMITS, FEEDBACK_STATUSES, type FeedbackStatus } from '../../../../contracts/feedback/codes';
import type { AdminFeedback } from '../../../../contracts/feedback/models';
import { browserApi } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { adminMessages } from '../messages';
import { useRules, useSave } from '../use-save';

interface Props {
  item: AdminFeedback | null;
  typeName: string;
  onClose: () => void;
}

/** One feedback: what was sent, by whom, its photos; the status, and a reply by e-mail when the contact is an address. */
export function FeedbackDetail({ item, typeName, onClose }: Props) {
  const t = useT(adminMessages);
  const rules = useRules();
  const { save, saving } = useSave();
  const [form] = Form.useForm<{ message: string }>();
  const setStatus = (status: FeedbackStatus) =>
    item &&
    void save(
      () => browserApi().call(feedbackCalls.adminStatus, { params: { id: item.id }, body: { status } }),
      t('feedback.statusChanged'),
    );
  const reply = async ({ message }: { message: string }) => {
    if (!item) return;
    const sent = await save(
      () => browserApi().call(feedbackCalls.adminReply, { params: { id: item.id }, body: { message } }),
      t('feedback.replied'),
    );
    if (sent) form.resetFields();
  };
  return (
    <Drawer open={item !== null} onClose={onClose} title={item ? t('feedback.title', { id: item.id }) : ''} size="large" destroyOnHidden>
      {item && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('feedback.received')}>{shownTime(item.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t('feedback.type')}>{typeName}</Descriptions.Item>
            <Descriptions.Item label={t('feedback.description')}>
              <span className="feedback-detail__content" translate="no">
                {item.content}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('feedback.contact')}>
              <span translate="no">{item.contact || '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('feedback.sender')}>
              {item.userId ? (
                <span data-testid="feedback-sender">
                  {t('feedback.user', { id: item.userId })} ·{' '}
                  <span translate="no">
                    {item.username} · {item.createName}
                  </span>
                </span>
              ) : (
                t('feedback.visitor')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('feedback.statusLabel')}>
              <Select
                aria-label={t('feedback.statusLabel')}
                value={item.status}
                disabled={saving}
                style={{ minWidth: 160 }}
                options={FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(`feedback.status.${s}`) }))}
                onChange={setStatus}
              />
            </Descriptions.Item>
          </Descriptions>
          <h3>{t('feedback.photos')}</h3>
          {item.images.list.length ? (
            <Image.PreviewGroup>
              <div className="admin-inline">
                {item.images.list.map((url) => (
                  <Image key={url} src={url} width={96} height={96} style={{ objectFit: 'cover' }} alt={t('feedback.photo')} />
                ))}
              </div>
            </Image.PreviewGroup>
          ) : (
            <p>{t('feedback.noPhotos')}</p>
          )}
          <h3>{t('feedback.replies')}</h3>
          {item.replies.length === 0 && <p>{t('feedback.noReplies')}</p>}
          {item.replies.map((r) => (
            <div key={r.id} className="feedback-detail__reply">
              <Tag>{shownTime(r.sentAt)}</Tag> {t('feedback.replyTo')} <span translate="no">{r.to}</span> {t('feedback.replyBy')}{' '}
              <span translate="no">{r.adminEmail}</span>
              <p translate="no">{r.message}</p>
            </div>
          ))}
          {item.contactIsEmail ? (
            <Form form={form} layout="vertical" name="feedback-reply" onFinish={(v) => void reply(v)}>
              <Form.Item
                label={t('feedback.replyLabel', { contact: item.contact })}
                name="message"
                rules={[rules.required, rules.max(FEEDBACK_LIMITS.reply)]}
              >
                <Input.TextArea rows={4} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('feedback.sendReply')}
              </Button>
            </Form>
          ) : (
            <p>{t('feedback.noMailReply')}</p>
          )}
        </>
      )}
    </Drawer>
  );
}
