import type { Route } from './+types/notifications';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { NOTIFICATION_PAGE_SIZE } from '../../../contracts/notifications/codes';
import { NotificationList } from '../../features/notifications/NotificationList';
import notificationsCss from '../../features/notifications/notifications.css?url';
import { createApi, pageMessage } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: notificationsCss }];
export const meta: Route.MetaFunction = () => [{ title: pageTitle('Notifications') }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1);
  const api = createApi(context.api);
  try {
    const [list, settings] = await Promise.all([
      api.call(notificationCalls.history, { params: { page, limit: NOTIFICATION_PAGE_SIZE }, body: {} }),
      api.call(notificationCalls.settings),
    ]);
    return { list, emailMode: settings.emailMode, page, error: null };
  } catch (err) {
    return { list: null, emailMode: 'immediate' as const, page, error: pageMessage(err, { searchOf: 'your notifications' }) };
  }
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="account-area__title">Notifications</h1>
      <p className="account-area__note">
        Changes to the plants and companies you subscribe to: status, registrations, suspensions, expiring registrations and disease bans.
      </p>
      {loaderData.error && (
        <p className="account-area__error" role="alert">
          {loaderData.error}
        </p>
      )}
      <NotificationList page={loaderData.list} emailMode={loaderData.emailMode} current={loaderData.page} />
    </>
  );
}
