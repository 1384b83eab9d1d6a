import type { Route } from './+types/messages';
import { Link } from 'react-router';
import { enquiryCalls } from '../../../contracts/enquiries/calls';
import { ENQUIRY_LIMITS } from '../../../contracts/enquiries/codes';
import { enquiriesMessages } from '../../features/enquiries/messages';
import { createApi, pageMessage } from '../../lib/api';
import { languageOfMatches, languageOfRequest, translator, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { VerifiedBadge } from '../../ui/posts/VerifiedBadge';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(translator(languageOfMatches(matches), enquiriesMessages)('list.title')) },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  try {
    const list = await createApi(context.api).call(enquiryCalls.conversations, {
      query: { page: 1, limit: ENQUIRY_LIMITS.pageSizeMax },
    });
    return { list, error: null };
  } catch (err) {
    return { list: null, error: pageMessage(err, { language, searchOf: translator(language, enquiriesMessages)('list.title') }) };
  }
}

const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

/** The user's conversations about leads: the post, the other party, the last message and unread marks. */
export default function Messages({ loaderData }: Route.ComponentProps) {
  const t = useT(enquiriesMessages);
  const { list, error } = loaderData;
  return (
    <>
      <h1 className="account-area__title">{t('list.title')}</h1>
      <p className="account-area__note">{t('list.note')}</p>
      {error && (
        <p className="account-area__error" role="alert">
          {error}
        </p>
      )}
      {list?.list.length ? (
        <ol className="conversations" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.list.map((c) => {
            const last = c.lastMessage;
            const text = !last
              ? ''
              : last.deleted
                ? t('list.deleted')
                : last.fromMe
                  ? t('list.you', { text: preview(last.content) })
                  : preview(last.content);
            return (
              <li key={c.id} style={{ borderBottom: '1px solid #d9d9d9', padding: '12px 0', overflowWrap: 'anywhere' }}>
                <Link to={`/account/messages/${c.id}`} aria-label={t('list.open', { name: c.other.nickName })}>
                  <strong>{t('list.with', { name: c.other.nickName })}</strong>
                </Link>{' '}
                <VerifiedBadge verified={c.other.verified} />
                {c.unread > 0 && (
                  <span className="conversations__unread" style={{ marginInlineStart: 8, color: '#a8071a', fontWeight: 600 }}>
                    {t('list.unread', { count: c.unread })}
                  </span>
                )}
                <p style={{ margin: '4px 0', color: '#595959' }}>{t('list.about', { post: preview(c.lead.content) })}</p>
                <p style={{ margin: 0 }}>{text}</p>
              </li>
            );
          })}
        </ol>
      ) : (
        !error && <p>{t('list.empty')}</p>
      )}
    </>
  );
}
