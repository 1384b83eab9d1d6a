import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { enquiryCalls } from '../../../contracts/enquiries/calls';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

/** Sent by the notification centre after it marks notifications read, so the badge follows at once. */
export const NOTIFICATIONS_CHANGED = 'cmsp:notifications-changed';
/** Sent by a conversation after it is marked read, so the messages badge follows at once. */
export const MESSAGES_CHANGED = 'cmsp:messages-changed';

/**
 * An unread count of the signed-in user: it comes with the page and is asked again on every navigation (the chrome's
 * own data is not reloaded then) and when the page that reads the items says they changed.
 */
function useUnread(initial: number, ask: () => Promise<{ count: number }>, changed: string) {
  const [count, setCount] = useState(initial);
  const { pathname } = useLocation();
  useEffect(() => {
    let live = true;
    const refresh = () => {
      ask()
        .then((answer) => {
          if (live) setCount(answer.count);
        })
        // A failed refresh keeps the last count: the badge is a hint, the page it links to is the truth.
        .catch(() => undefined);
    };
    refresh();
    window.addEventListener(changed, refresh);
    return () => {
      live = false;
      window.removeEventListener(changed, refresh);
    };
  }, [pathname, ask, changed]);
  return count;
}

/** A header icon linking to a page of the account, named with its unread count for screen readers. */
function CountLink({ to, label, count, children }: { to: string; label: string; count: number; children: ReactNode }) {
  return (
    <Link to={to} className="notification-bell" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        {children}
      </svg>
      {count > 0 && (
        <span className="notification-bell__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

const askNotifications = () => browserApi().call(notificationCalls.unreadCount);
const askMessages = () => browserApi().call(enquiryCalls.countNew);

/** The header's link to the notification centre with the unread count. */
export function NotificationBell({ initial }: { initial: number }) {
  const t = useT(layoutMessages);
  const count = useUnread(initial, askNotifications, NOTIFICATIONS_CHANGED);
  const label = count ? t('account.notificationsUnread', { count }) : t('account.notifications');
  return (
    <CountLink to="/account/notifications" label={label} count={count}>
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </CountLink>
  );
}

/** The header's link to the conversations (/account/messages) with the count of unread messages (issue 27). */
export function MessagesBadge({ initial }: { initial: number }) {
  const t = useT(layoutMessages);
  const count = useUnread(initial, askMessages, MESSAGES_CHANGED);
  const label = count ? t('account.messagesUnread', { count }) : t('account.messages');
  return (
    <CountLink to="/account/messages" label={label} count={count}>
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm0 2v11.17L7.17 14H20V6H4Zm3 3h10v2H7V9Z"
      />
    </CountLink>
  );
}
