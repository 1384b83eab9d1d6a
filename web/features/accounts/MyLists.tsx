import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Tag } from 'antd';
import { topicCalls } from '../../../contracts/forum/calls';
import { leadCalls } from '../../../contracts/leads/calls';
import { POSTING_LIMITS, postingMessages } from '../../../contracts/posting/codes';
import type { Topic } from '../../../contracts/forum/models';
import type { Lead } from '../../../contracts/leads/models';
import type { Page } from '../../../contracts/core/envelope';
import { browserApi } from '../../lib/api';
import { useMessages, useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { LeadCard } from '../leads/LeadCard';
import { StatusTag } from '../../ui/posts/StatusTag';
import { TopicItem } from '../forum/TopicItem';
import { accountsMessages } from './messages';

/** Asks the spec's confirmation, then deletes and reloads the list; the server deletes only the caller's own. */
function useDelete() {
  const t = useT(accountsMessages);
  const m = useMessages(postingMessages);
  const { modal, message } = App.useApp();
  const { failed } = useSession();
  const { revalidate } = useRevalidator();
  return (title: string, remove: () => Promise<unknown>) =>
    void modal.confirm({
      title,
      okText: t('dialog.ok'),
      cancelText: t('dialog.cancel'),
      onOk: async () => {
        try {
          await remove();
          void message.success(m.success, 3);
          await revalidate();
        } catch (err) {
          failed(err);
        }
      },
    });
}

function Renew({ lead }: { lead: Lead }) {
  const t = useT(accountsMessages);
  const { message } = App.useApp();
  const { failed } = useSession();
  const { revalidate } = useRevalidator();
  if (lead.checkStatus !== 2) return null;
  const days = Math.ceil((Date.parse(lead.expiresAt) - Date.parse(lead.transformEnTime.replace(' ', 'T') + 'Z')) / 86_400_000);
  return (
    <>
      <span className={`community-expiry${lead.expired ? ' community-expiry--over' : ''}`}>
        {lead.expired ? t('lists.expired') : t('lists.onBoardUntil', { date: lead.expiresAt.slice(0, 10) })}
        {days > POSTING_LIMITS.leadLifeDays ? t('lists.renewed') : ''}
      </span>
      <Button
        size="small"
        onClick={() =>
          void browserApi()
            .call(leadCalls.renew, { body: { id: lead.id } })
            .then(async (r) => {
              void message.success(t('lists.renewedUntil', { date: r.expiresAt.slice(0, 10) }), 3);
              await revalidate();
            })
            .catch(failed)
        }
      >
        {t('lists.renew', { days: POSTING_LIMITS.leadLifeDays })}
      </Button>
    </>
  );
}

interface OwnListProps<T> {
  page: Page<T>;
  hrefFor: (page: number) => string;
  current: number;
}

/**
 * The author's own items in every status, each with its status, any extra actions and Delete behind the spec's
 * confirmation; the pager below.
 */
function OwnList<T extends { id: number; checkStatus: number; refuseReason: string }>({
  page,
  hrefFor,
  current,
  confirmText,
  remove,
  extra,
  render,
}: OwnListProps<T> & {
  confirmText: string;
  remove: (id: number) => Promise<unknown>;
  extra?: (row: T) => ReactNode;
  render: (row: T, actions: ReactNode) => ReactNode;
}) {
  const t = useT(accountsMessages);
  const confirmDelete = useDelete();
  if (!page.list.length) return <EmptyState boxed />;
  return (
    <>
      <div className="community-list">
        {page.list.map((row) =>
          render(
            row,
            <span className="community-own">
              <StatusTag checkStatus={row.checkStatus} refuseReason={row.refuseReason} />
              {extra?.(row)}
              <Button size="small" danger onClick={() => confirmDelete(confirmText, () => remove(row.id))}>
                {t('lists.delete')}
              </Button>
            </span>,
          ),
        )}
      </div>
      <Pager page={current} total={page.total} pageSize={POSTING_LIMITS.pageSize} hrefFor={hrefFor} />
    </>
  );
}

/** Edit (decision 0050), and whether an edit of the approved version waits for review. */
function EditLink({ href, pending }: { href: string; pending: boolean }) {
  const t = useT(accountsMessages);
  return (
    <>
      {pending && <Tag color="processing">{t('lists.editPending')}</Tag>}
      <Link className="ant-btn ant-btn-default ant-btn-sm" to={href}>
        {t('lists.edit')}
      </Link>
    </>
  );
}

/** My Supply Post, My Buy Post, /account/myPost: the author's own posts in every status, each editable and deletable. */
export function MyLeads(props: OwnListProps<Lead>) {
  const m = useMessages(postingMessages);
  return (
    <OwnList
      {...props}
      confirmText={m.confirmDeleteLead}
      remove={(id) => browserApi().call(leadCalls.remove, { body: { ids: [id] } })}
      extra={(lead) => (
        <>
          <Renew lead={lead} />
          <EditLink href={`/community/release?id=${lead.id}`} pending={lead.editPending} />
        </>
      )}
      render={(lead, actions) => <LeadCard key={lead.id} lead={lead} showReport={false} actions={actions} />}
    />
  );
}

/** My Topic: own topics in every status with up to 5 images each, each editable (issue 27) and deletable. */
export function MyTopics(props: OwnListProps<Topic>) {
  const m = useMessages(postingMessages);
  return (
    <OwnList
      {...props}
      confirmText={m.confirmDeleteTopic}
      remove={(id) => browserApi().call(topicCalls.remove, { body: { ids: [id] } })}
      extra={(topic) => <EditLink href={`/exchange/exchangeForm?id=${topic.id}`} pending={topic.editPending} />}
      render={(topic, actions) => <TopicItem key={topic.id} topic={topic} maxImages={POSTING_LIMITS.accountImages} actions={actions} />}
    />
  );
}
