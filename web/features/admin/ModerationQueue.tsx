import { App, Button, Card, Image, Input, InputNumber, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Page } from '../../../contracts/core/envelope';
import { moderationCalls } from '../../../contracts/moderation/calls';
import { CHECK_STATUS_LABEL, MODERATED_TYPE_LABEL, MODERATED_TYPES, type ModeratedType } from '../../../contracts/moderation/codes';
import type { QueueItem } from '../../../contracts/moderation/models';
import { shownTime } from '../../../contracts/core/dates';
import { browserApi } from '../../lib/api';
import { searchString } from './loaders';
import { useSave } from './use-save';

export interface QueueSearch {
  subjectType: ModeratedType;
  checkStatus: number;
  reported?: '1';
  page: number;
}

function RefuseButton({ item }: { item: QueueItem }) {
  const { modal } = App.useApp();
  const { save } = useSave();
  return (
    <Button
      danger
      onClick={() => {
        let reason = '';
        void modal.confirm({
          title: 'Refuse with the reason the author will see',
          content: <Input.TextArea aria-label="Reason" rows={3} maxLength={200} onChange={(e) => (reason = e.target.value)} />,
          okText: 'Refuse',
          okButtonProps: { danger: true },
          onOk: () =>
            save(
              () =>
                browserApi().call(moderationCalls.review, { body: { subjectType: item.subjectType, id: item.id, checkStatus: 3, reason } }),
              'Refused',
            ),
        });
      }}
    >
      Refuse
    </Button>
  );
}

function QueueCard({ item }: { item: QueueItem }) {
  const { save, saving } = useSave();
  const call = (work: () => Promise<unknown>, done: string) => void save(work, done);
  const api = () => browserApi();
  return (
    <Card
      size="small"
      className="moderation-item"
      title={
        <span>
          <Tag>{MODERATED_TYPE_LABEL[item.subjectType]}</Tag> {item.title}
        </span>
      }
      extra={
        <Tag color={item.checkStatus === 2 ? 'success' : item.checkStatus === 3 ? 'error' : 'processing'}>
          {CHECK_STATUS_LABEL[item.checkStatus]}
        </Tag>
      }
    >
      <p className="moderation-item__meta">
        By {item.authorNickName} · {shownTime(item.createdAt)} · <Link to={item.link}>Open</Link>
      </p>
      <p className="moderation-item__text">{item.text}</p>
      {item.images.length > 0 && (
        <Image.PreviewGroup>
          {item.images.map((src) => (
            <Image key={src} src={src} width={80} height={60} alt="" />
          ))}
        </Image.PreviewGroup>
      )}
      {item.video && <video src={item.video} controls preload="metadata" className="moderation-item__video" />}
      {item.refuseReason && <p>Refused: {item.refuseReason}</p>}
      {item.openReports > 0 && (
        <div className="moderation-item__reports" role="note">
          <strong>
            {item.openReports} open report{item.openReports === 1 ? '' : 's'}:
          </strong>
          <ul>
            {item.reportReasons.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      {item.plant && (
        <p>
          Names plant {item.plant.countryCode} · Reg.No. {item.plant.plantNo}:{' '}
          {item.plant.confirmed ? <Tag color="success">confirmed</Tag> : <Tag>not confirmed</Tag>}
        </p>
      )}
      <Space wrap>
        {item.checkStatus !== 2 && (
          <Button
            type="primary"
            loading={saving}
            onClick={() =>
              call(
                () => api().call(moderationCalls.review, { body: { subjectType: item.subjectType, id: item.id, checkStatus: 2 } }),
                'Approved',
              )
            }
          >
            Approve
          </Button>
        )}
        {item.checkStatus !== 3 && <RefuseButton item={item} />}
        {item.top !== null && (
          <Button
            onClick={() =>
              call(
                () => api().call(moderationCalls.flags, { body: { subjectType: item.subjectType, id: item.id, top: item.top ? 0 : 1 } }),
                'Saved',
              )
            }
          >
            {item.top ? 'Unpin (Top)' : 'Pin (Top)'}
          </Button>
        )}
        {item.good !== null && (
          <Button
            onClick={() =>
              call(
                () => api().call(moderationCalls.flags, { body: { subjectType: item.subjectType, id: item.id, good: item.good ? 0 : 1 } }),
                'Saved',
              )
            }
          >
            {item.good ? 'Remove Selection' : 'Mark Selection'}
          </Button>
        )}
        {item.plant && (
          <Button
            onClick={() =>
              call(() => api().call(moderationCalls.confirmPlant, { body: { id: item.id, confirmed: !item.plant!.confirmed } }), 'Saved')
            }
          >
            {item.plant.confirmed ? 'Withdraw plant confirmation' : 'Confirm the author speaks for the plant'}
          </Button>
        )}
      </Space>
    </Card>
  );
}

/** Auto-approval: after this many approved items a user's new ones are published without review (0: never). */
export function AutoApproveForm({ value }: { value: number }) {
  const [n, setN] = useState<number | null>(value);
  const { save, saving } = useSave();
  return (
    <Space className="moderation-settings" wrap>
      <label htmlFor="auto-approve">Publish without review after this many approved posts and topics (0: always review)</label>
      <InputNumber id="auto-approve" min={0} max={1000} value={n} onChange={setN} />
      <Button
        loading={saving}
        onClick={() => void save(() => browserApi().call(moderationCalls.saveSettings, { body: { autoApproveAfter: n ?? 0 } }))}
      >
        Save
      </Button>
    </Space>
  );
}

/** The moderation queue: by kind and status, reported items on their own, each approved, refused or flagged in place. */
export function ModerationQueue({ queue, search }: { queue: Page<QueueItem>; search: QueueSearch }) {
  const navigate = useNavigate();
  const go = (changes: Partial<QueueSearch>) =>
    void navigate({
      search: searchString({ ...search, page: 1, ...changes, checkStatus: String(changes.checkStatus ?? search.checkStatus) }),
    });
  return (
    <>
      <Space wrap className="admin-filters">
        {MODERATED_TYPES.map((t) => (
          <Button key={t} type={search.subjectType === t ? 'primary' : 'default'} onClick={() => go({ subjectType: t })}>
            {MODERATED_TYPE_LABEL[t]}
          </Button>
        ))}
        {[1, 2, 3, 0].map((s) => (
          <Button
            key={s}
            type={search.checkStatus === s ? 'primary' : 'default'}
            ghost={search.checkStatus === s}
            onClick={() => go({ checkStatus: s })}
          >
            {s === 0 ? 'All' : CHECK_STATUS_LABEL[s]}
          </Button>
        ))}
        <Button type={search.reported ? 'primary' : 'default'} onClick={() => go({ reported: search.reported ? undefined : '1' })}>
          Reported only
        </Button>
      </Space>
      <p>
        {queue.total} item{queue.total === 1 ? '' : 's'}
      </p>
      <div className="moderation-list">
        {queue.list.map((item) => (
          <QueueCard key={`${item.subjectType}-${item.id}`} item={item} />
        ))}
      </div>
      <Space>
        {search.page > 1 && <Button onClick={() => go({ page: search.page - 1 })}>Previous</Button>}
        {search.page * 20 < queue.total && <Button onClick={() => go({ page: search.page + 1 })}>Next</Button>}
      </Space>
    </>
  );
}
