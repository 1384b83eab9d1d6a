import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

/** Sent by the notification centre after it marks notifications read, so the badge follows at once. */
export const NOTIFICATIONS_CHANGED = 'cmsp:notifications-changed';

/**
 * The header's link to the notification centre with the unread count. The count comes with the page and is
 * asked again on every navigation (the chrome's own data is not reloaded then).
 */
export function NotificationBell({ initial }: { initial: number }) {
  const t = useT(layoutMessages);
  const [count, setCount] = useState(initial);
  const { pathname } = useLocation();
  useEffect(() => {
    let live = true;
    const refresh = () => {
      browserApi()
        .call(notificationCalls.unreadCount)
        .then((answer) => {
          if (live) setCount(answer.count);
        })
        // A failed refresh keeps the last count: the badge is a hint, the centre is the truth.
        .catch(() => undefined);
    };
    refresh();
    window.addEventListener(NOTIFICATIONS_CHANGED, refresh);
    return () => {
      live = false;
      window.removeEventListener(NOTIFICATIONS_CHANGED, refresh);
    };
  }, [pathname]);
  const label = count ? t('account.notificationsUnread', { count }) : t('account.notifications');
  return (
    <Link to="/account/notifications" className="notification-bell" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 && <span className="notification-bell__count">{count > 99 ? '99+' : count}</span>}
    </Link>
  );
}
