import { App, Button, Pagination, Radio } from 'antd';
import { useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import type { Page } from '../../../contracts/core/envelope';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { EMAIL_MODES, NOTIFICATION_PAGE_SIZE, notificationMessages, type EmailMode } from '../../../contracts/notifications/codes';
import type { NotificationItem } from '../../../contracts/notifications/models';
import { browserApi, useErrorText } from '../../lib/api';
import { useMessages, useT } from '../../lib/i18n';
import { NOTIFICATIONS_CHANGED } from '../../ui/layout/NotificationBell';
import { notificationsMessages } from './messages';
import { useKitIcons } from '../../ui/kit/icons';

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The notification centre: how mail comes, then the notifications, newest first, with mark read and mark all read. */
export function NotificationList({
  page,
  emailMode,
  current,
}: {
  page: Page<NotificationItem> | null;
  emailMode: EmailMode;
  current: number;
}) {
  const t = useT(notificationsMessages);
  const kit = useKitIcons();
  const errorText = useErrorText();
  const m = useMessages(notificationMessages);
  const { message } = App.useApp();
  const { revalidate } = useRevalidator();
  const [, setSearch] = useSearchParams();
  const [mode, setMode] = useState(emailMode);
  const unread = page?.list.some((n) => !n.read) ?? false;

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED));
      await revalidate();
    } catch (err) {
      message.warning(errorText(err));
    }
  };
  const markRead = (ids?: number[]) => act(() => browserApi().call(notificationCalls.markRead, { body: ids ? { ids } : {} }));
  const saveMode = async (next: EmailMode) => {
    setMode(next);
    try {
      const { msg } = await browserApi().answer(notificationCalls.saveSettings, { body: { emailMode: next } });
      message.success(msg);
    } catch (err) {
      setMode(mode);
      message.warning(errorText(err));
    }
  };

  return (
    <div className="notifications">
      <fieldset className="notifications__mail">
        <legend>{t('centre.mailLegend')}</legend>
        <Radio.Group
          value={mode}
          onChange={(e) => void saveMode(e.target.value as EmailMode)}
          options={EMAIL_MODES.map((m) => ({ value: m, label: t(`emailMode.${m}`) }))}
        />
      </fieldset>
      <div className="notifications__bar">
        <span>{page ? t('centre.count', { count: page.total }) : ''}</span>
        <Button onClick={() => void markRead()} disabled={!unread}>
          {t('centre.markAllRead')}
        </Button>
      </div>
      {page?.list.length ? (
        <ol className="notifications__list">
          {page.list.map((n) => (
            <li key={n.id} className={n.read ? 'notification' : 'notification notification--unread'}>
              <div className="notification__head">
                <Link to={n.link} className="notification__title">
                  {n.title}
                </Link>
                <time dateTime={n.createDate}>{when(n.createDate)} UTC</time>
              </div>
              <p className="notification__body">{n.body}</p>
              <p className="notification__reason">{t('centre.why', { reason: n.reason })}</p>
              {!n.read && (
                <Button size="small" onClick={() => void markRead([n.id])}>
                  {t('centre.markRead')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="notifications__empty">{m.noNotifications}</p>
      )}
      <Pagination
        {...kit.pagination}
        current={current}
        pageSize={NOTIFICATION_PAGE_SIZE}
        total={page?.total ?? 0}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={(next) => setSearch({ page: String(next) })}
      />
    </div>
  );
}
