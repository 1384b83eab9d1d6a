import type { Route } from './+types/notifications';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { NOTIFICATION_PAGE_SIZE } from '../../../contracts/notifications/codes';
import { NotificationList } from '../../features/notifications/NotificationList';
import notificationsCss from '../../features/notifications/notifications.css?url';
import { createApi, pageMessage } from '../../lib/api';
import { languageOfMatches, languageOfRequest, translator, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { notificationsMessages } from '../../features/notifications/messages';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: notificationsCss }];
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(translator(languageOfMatches(matches), notificationsMessages)('centre.title')) },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1);
  const api = createApi(context.api);
  const language = languageOfRequest(request);
  try {
    const [list, settings] = await Promise.all([
      api.call(notificationCalls.history, { params: { page, limit: NOTIFICATION_PAGE_SIZE }, body: {} }),
      api.call(notificationCalls.settings),
    ]);
    return { list, emailMode: settings.emailMode, page, error: null };
  } catch (err) {
    return {
      list: null,
      emailMode: 'immediate' as const,
      page,
      error: pageMessage(err, { language, searchOf: translator(language, notificationsMessages)('centre.searchOf') }),
    };
  }
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const t = useT(notificationsMessages);
  return (
    <>
      <h1 className="account-area__title">{t('centre.title')}</h1>
      <p className="account-area__note">{t('centre.note')}</p>
      {loaderData.error && (
        <p className="account-area__error" role="alert">
          {loaderData.error}
        </p>
      )}
      <NotificationList page={loaderData.list} emailMode={loaderData.emailMode} current={loaderData.page} />
    </>
  );
}
