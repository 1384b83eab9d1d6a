import type { Route } from './+types/thread';
import { MESSAGES_CHANGED } from '../../ui/layout/NotificationBell';
import { App, Button, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { data, Link, useNavigate, useRevalidator } from 'react-router';
import { enquiryCalls } from '../../../contracts/enquiries/calls';
import { ENQUIRY_LIMITS, enquiryMessages } from '../../../contracts/enquiries/codes';
import { enquiriesMessages } from '../../features/enquiries/messages';
import { ApiError, browserApi, createApi, pageMessage, useErrorText } from '../../lib/api';
import { languageOfMatches, languageOfRequest, translator, useMessages, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { VerifiedBadge } from '../../ui/posts/VerifiedBadge';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(translator(languageOfMatches(matches), enquiriesMessages)('list.title')) },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const api = createApi(context.api);
  const conversationId = Number.parseInt(params.id, 10) || 0;
  try {
    const thread = await api.call(enquiryCalls.messages, { query: { conversationId, page: 1, limit: ENQUIRY_LIMITS.pageSizeMax } });
    return { thread, error: null };
  } catch (err) {
    // A conversation that does not exist, or that is not the reader's, is no page: 404, as the call answers.
    if (err instanceof ApiError && err.status === 404) throw data(null, { status: 404 });
    return { thread: null, error: pageMessage(err, { language, searchOf: translator(language, enquiriesMessages)('list.title') }) };
  }
}

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** One conversation: its messages as plain text, a reply box, and delete, block, report and leave. */
export default function Thread({ loaderData }: Route.ComponentProps) {
  const t = useT(enquiriesMessages);
  const m = useMessages(enquiryMessages);
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const replyId = useId();
  const reasonId = useId();
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const { thread, error } = loaderData;
  // Opening the thread reads it: marked read from the browser (a write, which a page's loader may not make), then
  // the page and the unread counts reload.
  const unreadIn = thread && thread.conversation.unread > 0 ? thread.conversation.id : null;
  useEffect(() => {
    if (unreadIn === null) return;
    browserApi()
      .call(enquiryCalls.read, { body: { conversationId: unreadIn } })
      .then(() => {
        window.dispatchEvent(new Event(MESSAGES_CHANGED));
        return revalidate();
      })
      .catch(() => undefined);
  }, [unreadIn, revalidate]);
  if (!thread) {
    return (
      <p className="account-area__error" role="alert">
        {error}
      </p>
    );
  }
  const c = thread.conversation;
  const act = async (work: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      after?.();
      await revalidate();
    } catch (err) {
      message.warning(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const api = () => browserApi();
  return (
    <>
      <p>
        <Link to="/account/messages">{t('thread.back')}</Link>
      </p>
      <h1 className="account-area__title">{t('thread.title', { name: c.other.nickName })}</h1>
      {c.other.verified && (
        <p>
          <VerifiedBadge verified={c.other.verified} />
        </p>
      )}
      <p style={{ color: '#595959', overflowWrap: 'anywhere' }}>
        {t('thread.post')}: {c.lead.content}
      </p>
      {c.blocked && <p role="status">{t('thread.blockedNote')}</p>}
      <ol className="thread" style={{ listStyle: 'none', padding: 0 }}>
        {thread.list.map((msg) => (
          <li key={msg.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0', overflowWrap: 'anywhere' }}>
            <p style={{ margin: 0, fontWeight: 600 }}>
              {msg.fromMe ? t('thread.fromMe') : msg.senderId === c.other.userId ? c.other.nickName : t('thread.fromTeam')} ·{' '}
              <time dateTime={msg.createDate}>{when(msg.createDate)}</time>
            </p>
            {msg.deleted ? (
              <p style={{ margin: 0, fontStyle: 'italic', color: '#595959' }}>{msg.removed ? t('thread.removed') : t('thread.deleted')}</p>
            ) : (
              <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{msg.content}</p>
            )}
            {msg.quantity && <p style={{ margin: 0 }}>{t('thread.quantity', { value: msg.quantity })}</p>}
            {msg.targetPrice && <p style={{ margin: 0 }}>{t('thread.targetPrice', { value: msg.targetPrice })}</p>}
            {msg.deletable && (
              <Button
                size="small"
                disabled={busy}
                onClick={() => void act(() => api().call(enquiryCalls.remove, { body: { id: msg.id } }))}
              >
                {t('thread.delete')}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {!c.party ? (
        <p role="note">{t('thread.readOnly')}</p>
      ) : (
        <>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void act(
                () => api().call(enquiryCalls.add, { body: { conversationId: c.id, content: text } }),
                () => setText(''),
              );
            }}
          >
            <label htmlFor={replyId}>{t('thread.reply')}</label>
            <Input.TextArea
              id={replyId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={ENQUIRY_LIMITS.contentMax}
              showCount
              rows={4}
            />
            <Button type="primary" htmlType="submit" disabled={busy || !text.trim()} style={{ marginTop: 8 }}>
              {t('thread.send')}
            </Button>
          </form>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 24 }}>
            <Button
              disabled={busy}
              onClick={() =>
                void act(() => api().call(c.blocked ? enquiryCalls.unblock : enquiryCalls.block, { body: { userId: c.other.userId } }))
              }
            >
              {c.blocked ? t('thread.unblock', { name: c.other.nickName }) : t('thread.block', { name: c.other.nickName })}
            </Button>
            <Button
              disabled={busy}
              onClick={() =>
                void act(
                  () => api().call(enquiryCalls.cleanup, { body: { conversationId: c.id } }),
                  () => {
                    message.success(t('thread.left'));
                    void navigate('/account/messages');
                  },
                )
              }
            >
              {t('thread.leave')}
            </Button>
          </div>
          <form
            style={{ marginTop: 16 }}
            onSubmit={(e) => {
              e.preventDefault();
              void act(
                () => api().call(enquiryCalls.report, { body: { conversationId: c.id, reason } }),
                () => {
                  setReason('');
                  message.success(m.reported);
                },
              );
            }}
          >
            <label htmlFor={reasonId}>{t('thread.reportReason')}</label>
            <Input id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={ENQUIRY_LIMITS.reportReasonMax} />
            <Button htmlType="submit" danger disabled={busy || !reason.trim()} style={{ marginTop: 8 }}>
              {t('thread.report')}
            </Button>
          </form>
        </>
      )}
    </>
  );
}
