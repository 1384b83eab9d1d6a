import { Button, Card, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/conversations';
import { enquiryCalls } from '../../../contracts/enquiries/calls';
import { ENQUIRY_LIMITS } from '../../../contracts/enquiries/codes';
import { shownTime } from '../../../contracts/core/dates';
import { adminOr404 } from '../../features/admin/loaders';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { readPage } from '../../lib/url-rules';

export const meta: Route.MetaFunction = adminMeta('conversations');

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = readPage(new URL(request.url).searchParams.get('page'));
  const list = await adminOr404(() =>
    createApi(context.api).call(enquiryCalls.reported, { query: { page, limit: ENQUIRY_LIMITS.pageSize } }),
  );
  return { page, list };
}

/** Reported conversations (decision 0052): the oldest report first, each opened to read and act on. */
export default function AdminConversations({ loaderData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  const navigate = useNavigate();
  const { page, list } = loaderData;
  return (
    <>
      <h1 className="admin-title">{t('titles.conversations')}</h1>
      <p>
        <Link to="/admin/moderation">{t('titles.moderation')}</Link>
      </p>
      <p>{list.total ? t('conversations.total', { count: list.total }) : t('conversations.none')}</p>
      <div className="moderation-list">
        {list.list.map((item) => (
          <Card
            key={item.id}
            size="small"
            className="moderation-item"
            title={<span translate="no">{item.lead.code || `#${item.lead.id}`}</span>}
          >
            <p className="moderation-item__meta">
              {t('conversations.parties')}: {t('conversations.enquirer')} <span translate="no">{item.enquirer.nickName}</span> ·{' '}
              {t('conversations.owner')} <span translate="no">{item.owner.nickName}</span> ·{' '}
              {t('conversations.messages', { count: item.messageCount })} · {shownTime(item.lastMessageDate)}
            </p>
            <p className="moderation-item__text" translate="no">
              {t('conversations.post')}: {item.lead.content}
            </p>
            <div className="moderation-item__reports" role="note">
              <strong>{t('conversations.reports', { count: item.openReports })}</strong>
              <ul translate="no">
                {item.reportReasons.map((r, i) => (
                  <li key={i}>{r}</li>
                ))}
              </ul>
            </div>
            <Link to={`/admin/moderation/conversations/${item.id}`}>{t('conversations.open')}</Link>
          </Card>
        ))}
      </div>
      <Space>
        {page > 1 && <Button onClick={() => void navigate({ search: `?page=${page - 1}` })}>{t('moderation.previous')}</Button>}
        {page * ENQUIRY_LIMITS.pageSize < list.total && (
          <Button onClick={() => void navigate({ search: `?page=${page + 1}` })}>{t('moderation.next')}</Button>
        )}
      </Space>
    </>
  );
}
