import { App, Button, Card, Image, Input, Space, Switch, Tag } from 'antd';
import { BeforeAfter } from './BeforeAfter';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Page } from '../../../contracts/core/envelope';
import { moderationCalls } from '../../../contracts/moderation/calls';
import { MODERATED_TYPES, type ModeratedType } from '../../../contracts/moderation/codes';
import type { QueueItem } from '../../../contracts/moderation/models';
import { shownTime } from '../../../contracts/core/dates';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { searchString } from './loaders';
import { adminMessages } from './messages';
import { useSave } from './use-save';
import { NumberInput } from '../../ui/kit/NumberInput';

export interface QueueSearch {
  subjectType: ModeratedType;
  checkStatus: number;
  reported?: '1';
  edits?: '1';
  page: number;
}

/** The review states the catalogue names (moderation.status). */
const CHECK_STATUSES = [1, 2, 3] as const;
const statusKey = (status: number) => (CHECK_STATUSES.find((s) => s === status) ?? 1) as 1 | 2 | 3;

function RefuseButton({ item, edit }: { item: QueueItem; edit: boolean }) {
  const { modal } = App.useApp();
  const t = useT(adminMessages);
  const { save } = useSave();
  return (
    <Button
      danger
      onClick={() => {
        let reason = '';
        void modal.confirm({
          title: t('moderation.refuseTitle'),
          content: (
            <Input.TextArea aria-label={t('moderation.reason')} rows={3} maxLength={200} onChange={(e) => (reason = e.target.value)} />
          ),
          okText: t('moderation.refuse'),
          okButtonProps: { danger: true },
          onOk: () =>
            save(
              () =>
                browserApi().call(moderationCalls.review, {
                  body: { subjectType: item.subjectType, id: item.id, checkStatus: 3, reason, ...(edit ? { edit } : {}) },
                }),
              edit ? t('moderation.editRefused') : t('moderation.refused'),
            ),
        });
      }}
    >
      {edit ? t('moderation.refuseEdit') : t('moderation.refuse')}
    </Button>
  );
}

/** An edit waiting for review (decision 0050): what changed, field by field. */
function EditChanges({ edit }: { edit: NonNullable<QueueItem['edit']> }) {
  const t = useT(adminMessages);
  const side = (pick: 'before' | 'after') => Object.fromEntries(edit.changes.map((c) => [c.field, c[pick]]));
  return (
    <section
      className="moderation-item__edit"
      aria-label={edit.state === 'pending' ? t('moderation.editPending') : t('moderation.editResubmitted')}
    >
      <p>
        <Tag color="processing">{edit.state === 'pending' ? t('moderation.editPending') : t('moderation.editResubmitted')}</Tag>{' '}
        {shownTime(edit.submittedAt)}
      </p>
      <BeforeAfter before={side('before')} after={side('after')} />
    </section>
  );
}

function QueueCard({ item }: { item: QueueItem }) {
  const t = useT(adminMessages);
  const { save, saving } = useSave();
  const call = (work: () => Promise<unknown>, done?: string) => void save(work, done);
  const api = () => browserApi();
  const pendingEdit = item.edit?.state === 'pending';
  return (
    <Card
      size="small"
      className="moderation-item"
      title={
        <span>
          <Tag>{t(`moderation.types.${item.subjectType}`)}</Tag> <span translate="no">{item.title}</span>
        </span>
      }
      extra={
        <Tag color={item.checkStatus === 2 ? 'success' : item.checkStatus === 3 ? 'error' : 'processing'}>
          {t(`moderation.status.${statusKey(item.checkStatus)}`)}
        </Tag>
      }
    >
      <p className="moderation-item__meta">
        {t('moderation.by')} <span translate="no">{item.authorNickName}</span> · {shownTime(item.createdAt)} ·{' '}
        <Link to={item.link}>{t('moderation.open')}</Link>
      </p>
      <p className="moderation-item__text" translate="no">
        {item.text}
      </p>
      {item.images.length > 0 && (
        <Image.PreviewGroup>
          {item.images.map((src, i) => (
            <Image key={src} src={src} width={80} height={60} alt={t('moderation.photo', { number: i + 1 })} />
          ))}
        </Image.PreviewGroup>
      )}
      {item.video && <video src={item.video} controls preload="metadata" className="moderation-item__video" />}
      {item.refuseReason && (
        <p>
          {t('moderation.refusedBecause')} <span translate="no">{item.refuseReason}</span>
        </p>
      )}
      {item.openReports > 0 && (
        <div className="moderation-item__reports" role="note">
          <strong>{t('moderation.openReports', { count: item.openReports })}</strong>
          <ul translate="no">
            {item.reportReasons.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      {item.plant && (
        <p>
          {t('moderation.namesPlant')} <span translate="no">{item.plant.countryCode}</span> · {t('moderation.regNo')}{' '}
          <span translate="no">{item.plant.plantNo}</span>:{' '}
          {item.plant.confirmed ? <Tag color="success">{t('moderation.confirmed')}</Tag> : <Tag>{t('moderation.notConfirmed')}</Tag>}
        </p>
      )}
      {item.edit && <EditChanges edit={item.edit} />}
      <Space wrap>
        {pendingEdit && (
          <Button
            type="primary"
            loading={saving}
            onClick={() =>
              call(
                () =>
                  api().call(moderationCalls.review, { body: { subjectType: item.subjectType, id: item.id, checkStatus: 2, edit: true } }),
                t('moderation.editApproved'),
              )
            }
          >
            {t('moderation.approveEdit')}
          </Button>
        )}
        {pendingEdit && <RefuseButton item={item} edit />}
        {item.checkStatus !== 2 && (
          <Button
            type="primary"
            loading={saving}
            onClick={() =>
              call(
                () => api().call(moderationCalls.review, { body: { subjectType: item.subjectType, id: item.id, checkStatus: 2 } }),
                t('moderation.approved'),
              )
            }
          >
            {t('moderation.approve')}
          </Button>
        )}
        {item.checkStatus !== 3 && <RefuseButton item={item} edit={false} />}
        {item.top !== null && (
          <Button
            onClick={() =>
              call(() => api().call(moderationCalls.flags, { body: { subjectType: item.subjectType, id: item.id, top: item.top ? 0 : 1 } }))
            }
          >
            {item.top ? t('moderation.unpin') : t('moderation.pin')}
          </Button>
        )}
        {item.good !== null && (
          <Button
            onClick={() =>
              call(() =>
                api().call(moderationCalls.flags, { body: { subjectType: item.subjectType, id: item.id, good: item.good ? 0 : 1 } }),
              )
            }
          >
            {item.good ? t('moderation.unselect') : t('moderation.select')}
          </Button>
        )}
        {item.plant && (
          <Button
            onClick={() =>
              call(() => api().call(moderationCalls.confirmPlant, { body: { id: item.id, confirmed: !item.plant!.confirmed } }))
            }
          >
            {item.plant.confirmed ? t('moderation.withdrawPlant') : t('moderation.confirmPlant')}
          </Button>
        )}
      </Space>
    </Card>
  );
}

/** Auto-approval: after this many approved items a user's new ones are published without review (0: never). */
export function AutoApproveForm({ value }: { value: number }) {
  const t = useT(adminMessages);
  const [n, setN] = useState<number | null>(value);
  const { save, saving } = useSave();
  return (
    <Space className="moderation-settings" wrap>
      <label htmlFor="auto-approve">{t('moderation.autoApprove')}</label>
      <NumberInput id="auto-approve" min={0} max={1000} value={n} onChange={setN} />
      <Button
        loading={saving}
        onClick={() => void save(() => browserApi().call(moderationCalls.saveSettings, { body: { autoApproveAfter: n ?? 0 } }))}
      >
        {t('common.save')}
      </Button>
    </Space>
  );
}

/** Review of edits (decision 0050): on, an edit of a published item waits for review; off, it is live at once. */
export function ReviewEditsForm({ value }: { value: boolean }) {
  const t = useT(adminMessages);
  const { save, saving } = useSave();
  return (
    <Space className="moderation-settings" wrap>
      <label htmlFor="review-edits">{t('moderation.reviewEdits')}</label>
      <Switch
        id="review-edits"
        checked={value}
        loading={saving}
        checkedChildren={t('moderation.reviewEditsOn')}
        unCheckedChildren={t('moderation.reviewEditsOff')}
        onChange={(reviewEdits) => void save(() => browserApi().call(moderationCalls.saveSettings, { body: { reviewEdits } }))}
      />
    </Space>
  );
}

/** The moderation queue: by kind and status, reported items on their own, each approved, refused or flagged in place. */
export function ModerationQueue({ queue, search }: { queue: Page<QueueItem>; search: QueueSearch }) {
  const t = useT(adminMessages);
  const navigate = useNavigate();
  const go = (changes: Partial<QueueSearch>) =>
    void navigate({
      search: searchString({ ...search, page: 1, ...changes, checkStatus: String(changes.checkStatus ?? search.checkStatus) }),
    });
  return (
    <>
      <Space wrap className="admin-filters">
        {MODERATED_TYPES.map((type) => (
          <Button key={type} type={search.subjectType === type ? 'primary' : 'default'} onClick={() => go({ subjectType: type })}>
            {t(`moderation.types.${type}`)}
          </Button>
        ))}
        {[1, 2, 3, 0].map((s) => (
          <Button
            key={s}
            type={search.checkStatus === s ? 'primary' : 'default'}
            ghost={search.checkStatus === s}
            onClick={() => go({ checkStatus: s })}
          >
            {s === 0 ? t('moderation.all') : t(`moderation.status.${statusKey(s)}`)}
          </Button>
        ))}
        <Button type={search.reported ? 'primary' : 'default'} onClick={() => go({ reported: search.reported ? undefined : '1' })}>
          {t('moderation.reportedOnly')}
        </Button>
        <Button type={search.edits ? 'primary' : 'default'} onClick={() => go({ edits: search.edits ? undefined : '1' })}>
          {t('moderation.editsOnly')}
        </Button>
      </Space>
      <p>{t('moderation.total', { count: queue.total })}</p>
      <div className="moderation-list">
        {queue.list.map((item) => (
          <QueueCard key={`${item.subjectType}-${item.id}`} item={item} />
        ))}
      </div>
      <Space>
        {search.page > 1 && <Button onClick={() => go({ page: search.page - 1 })}>{t('moderation.previous')}</Button>}
        {search.page * 20 < queue.total && <Button onClick={() => go({ page: search.page + 1 })}>{t('moderation.next')}</Button>}
      </Space>
    </>
  );
}
