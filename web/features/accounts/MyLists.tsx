import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { topicCalls } from '../../../contracts/forum/calls';
import { leadCalls } from '../../../contracts/leads/calls';
import { POSTING_LIMITS, POSTING_MSG } from '../../../contracts/posting/codes';
import type { Topic } from '../../../contracts/forum/models';
import type { Lead } from '../../../contracts/leads/models';
import type { Page } from '../../../contracts/core/envelope';
import { browserApi } from '../../lib/api';
import { useSession } from '../../lib/session';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { LeadCard } from '../leads/LeadCard';
import { StatusTag } from '../../ui/posts/StatusTag';
import { TopicItem } from '../forum/TopicItem';

/** Asks the spec's confirmation, then deletes and reloads the list; the server deletes only the caller's own. */
function useDelete() {
  const { modal, message } = App.useApp();
  const { failed } = useSession();
  const { revalidate } = useRevalidator();
  return (title: string, remove: () => Promise<unknown>) =>
    void modal.confirm({
      title,
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await remove();
          void message.success(POSTING_MSG.success, 3);
          await revalidate();
        } catch (err) {
          failed(err);
        }
      },
    });
}

function Renew({ lead }: { lead: Lead }) {
  const { message } = App.useApp();
  const { failed } = useSession();
  const { revalidate } = useRevalidator();
  if (lead.checkStatus !== 2) return null;
  const days = Math.ceil((Date.parse(lead.expiresAt) - Date.parse(lead.transformEnTime.replace(' ', 'T') + 'Z')) / 86_400_000);
  return (
    <>
      <span className={`community-expiry${lead.expired ? ' community-expiry--over' : ''}`}>
        {lead.expired ? 'Expired: not on the board' : `On the board until ${lead.expiresAt.slice(0, 10)}`}
        {days > POSTING_LIMITS.leadLifeDays ? ' (renewed)' : ''}
      </span>
      <Button
        size="small"
        onClick={() =>
          void browserApi()
            .call(leadCalls.renew, { body: { id: lead.id } })
            .then(async (r) => {
              void message.success(`Renewed until ${r.expiresAt.slice(0, 10)}`, 3);
              await revalidate();
            })
            .catch(failed)
        }
      >
        Renew for {POSTING_LIMITS.leadLifeDays} days
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
                Delete
              </Button>
            </span>,
          ),
        )}
      </div>
      <Pager page={current} total={page.total} pageSize={POSTING_LIMITS.pageSize} hrefFor={hrefFor} />
    </>
  );
}

/** My Supply Post, My Buy Post, /account/myPost: the author's own posts in every status, each deletable. */
export function MyLeads(props: OwnListProps<Lead>) {
  return (
    <OwnList
      {...props}
      confirmText={POSTING_MSG.confirmDeleteLead}
      remove={(id) => browserApi().call(leadCalls.remove, { body: { ids: [id] } })}
      extra={(lead) => <Renew lead={lead} />}
      render={(lead, actions) => <LeadCard key={lead.id} lead={lead} showReport={false} actions={actions} />}
    />
  );
}

/** My Topic: own topics in every status with up to 5 images each, deletable. */
export function MyTopics(props: OwnListProps<Topic>) {
  return (
    <OwnList
      {...props}
      confirmText={POSTING_MSG.confirmDeleteTopic}
      remove={(id) => browserApi().call(topicCalls.remove, { body: { ids: [id] } })}
      render={(topic, actions) => <TopicItem key={topic.id} topic={topic} maxImages={POSTING_LIMITS.accountImages} actions={actions} />}
    />
  );
}
