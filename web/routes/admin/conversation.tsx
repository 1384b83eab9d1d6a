import { Button, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/conversation';
import { enquiryCalls } from '../../../contracts/enquiries/calls';
import { ENQUIRY_LIMITS } from '../../../contracts/enquiries/codes';
import { shownTime } from '../../../contracts/core/dates';
import { adminOr404 } from '../../features/admin/loaders';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { useSave } from '../../features/admin/use-save';
import { browserApi, createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = adminMeta('conversation');

export async function loader({ context, params }: Route.LoaderArgs) {
  const conversationId = Number.parseInt(params.id, 10) || 0;
  // Only a reported conversation answers an administrator; the messages call records the read in the audit log.
  const thread = await adminOr404(() =>
    createApi(context.api).call(enquiryCalls.messages, { query: { conversationId, page: 1, limit: ENQUIRY_LIMITS.pageSizeMax } }),
  );
  return { thread };
}

/** A reported conversation as a moderator reads it: dismiss the report, remove a message, block a sender (decision 0052). */
export default function AdminConversation({ loaderData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  const { save, saving } = useSave();
  const navigate = useNavigate();
  const { thread } = loaderData;
  const c = thread.conversation;
  const api = () => browserApi();
  // To an administrator, `other` is the post's author; every other message is the enquirer's.
  const nameOf = (senderId: number) =>
    senderId === c.other.userId ? `${t('conversations.owner')} ${c.other.nickName}` : t('conversations.enquirer');
  const senders = [...new Set(thread.list.map((m) => m.senderId))];
  return (
    <>
      <p>
        <Link to="/admin/moderation/conversations">{t('conversations.back')}</Link>
      </p>
      <h1 className="admin-title">{t('titles.conversation')}</h1>
      <p style={{ overflowWrap: 'anywhere' }} translate="no">
        {t('conversations.post')}: {c.lead.content}
      </p>
      <p role="note">{t('conversations.readAudited')}</p>
      <ol style={{ listStyle: 'none', padding: 0 }}>
        {thread.list.map((msg) => (
          <li key={msg.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0', overflowWrap: 'anywhere' }}>
            <p style={{ margin: 0, fontWeight: 600 }}>
              <span translate="no">{nameOf(msg.senderId)}</span> · <time dateTime={msg.createDate}>{shownTime(msg.createDate)}</time>
            </p>
            {msg.deleted ? (
              <p style={{ margin: 0, fontStyle: 'italic', color: '#595959' }}>
                {msg.removed ? t('conversations.removedNote') : t('conversations.deletedNote')}
              </p>
            ) : (
              <p style={{ margin: 0, whiteSpace: 'pre-wrap' }} translate="no">
                {msg.content}
              </p>
            )}
            {!msg.deleted && (
              <Button
                size="small"
                danger
                loading={saving}
                onClick={() =>
                  void save(() => api().call(enquiryCalls.removeMessage, { body: { id: msg.id } }), t('conversations.removed'))
                }
              >
                {t('conversations.remove')}
              </Button>
            )}
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button
          type="primary"
          loading={saving}
          onClick={() =>
            void save(() => api().call(enquiryCalls.dismissReport, { body: { conversationId: c.id } }), t('conversations.dismissed')).then(
              (done) => done && navigate('/admin/moderation/conversations'),
            )
          }
        >
          {t('conversations.dismiss')}
        </Button>
        {senders.map((senderId) => (
          <Button
            key={senderId}
            danger
            loading={saving}
            onClick={() =>
              void save(
                () => api().call(enquiryCalls.blockSender, { body: { conversationId: c.id, userId: senderId } }),
                t('conversations.blocked'),
              )
            }
          >
            {t('conversations.block', { name: nameOf(senderId) })}
          </Button>
        ))}
      </Space>
    </>
  );
}
