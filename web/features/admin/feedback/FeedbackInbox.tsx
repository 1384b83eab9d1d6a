import { Button, DatePicker, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { shownTime } from '../../../../contracts/core/dates';
import type { Page } from '../../../../contracts/core/envelope';
import { FEEDBACK_LIMITS, FEEDBACK_STATUSES, type FeedbackStatus } from '../../../../contracts/feedback/codes';
import type { AdminFeedback } from '../../../../contracts/feedback/models';
import type { DicItem } from '../../../../contracts/site/models';
import { useLanguage, useT, type Language } from '../../../lib/i18n';
import { dictionaryName } from '../../../ui/posts/dictionary-name';
import { langOfText } from '../../../ui/posts/written-in';
import { searchString } from '../loaders';
import { adminMessages } from '../messages';
import { FeedbackDetail } from './FeedbackDetail';
import type { FeedbackSearch } from './search';
import { useKitIcons } from '../../../ui/kit/icons';

export const STATUS_COLOR: Record<FeedbackStatus, string> = { NEW: 'blue', IN_PROGRESS: 'warning', DONE: 'green' };

/** A dictionary item's name in the page's language (the other language's when it lacks one), else its code. */
export const dicName = (item: DicItem, language: Language) => dictionaryName(item, language) || item.dicDetailCode;

interface Props {
  search: FeedbackSearch;
  inbox: Page<AdminFeedback>;
  open: AdminFeedback | null;
  types: DicItem[];
}

/** The feedback inbox: filters in the address (type, status, dates), newest first; a row opens its detail. */
export function FeedbackInbox({ search, inbox, open, types }: Props) {
  const t = useT(adminMessages);
  const kit = useKitIcons();
  const language = useLanguage();
  const navigate = useNavigate();
  const go = (changes: Partial<FeedbackSearch>) =>
    void navigate({ search: searchString({ ...search, id: undefined, page: 1, ...changes }) });
  const typeName = (code: string) => {
    const type = types.find((item) => item.dicDetailCode === code);
    return type ? dicName(type, language) : code;
  };
  const statusLabel = (status: FeedbackStatus) => t(`feedback.status.${status}`);
  const columns: ColumnsType<AdminFeedback> = [
    { title: t('feedback.received'), dataIndex: 'createTime', render: shownTime, responsive: ['md'] },
    { title: t('feedback.type'), dataIndex: 'type', render: typeName },
    {
      title: t('feedback.description'),
      dataIndex: 'content',
      ellipsis: true,
      // The sender's words, marked with their own language (the cell's title repeats them).
      onCell: (f) => ({ lang: langOfText(f.content) }),
      render: (content: string) => <span translate="no">{content}</span>,
    },
    {
      title: t('feedback.from'),
      key: 'from',
      responsive: ['md'],
      render: (_v, f) =>
        f.userId ? (
          <>
            <span translate="no">{f.createName ?? ''}</span> ({t('audit.userNo', { id: f.userId })})
          </>
        ) : (
          t('feedback.visitor')
        ),
    },
    { title: t('feedback.photos'), key: 'photos', render: (_v, f) => f.images.list.length, responsive: ['lg'] },
    {
      title: t('feedback.statusLabel'),
      dataIndex: 'status',
      render: (s: FeedbackStatus) => <Tag color={STATUS_COLOR[s]}>{statusLabel(s)}</Tag>,
    },
    {
      title: t('common.actions'),
      key: 'open',
      render: (_v, f) => (
        <Button size="small" onClick={() => void navigate({ search: searchString({ ...search, id: f.id }) })}>
          {t('feedback.open')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <div className="admin-filters" role="search">
        <Select
          aria-label={t('feedback.type')}
          value={search.type ?? ''}
          style={{ minWidth: 180 }}
          options={[
            { value: '', label: t('feedback.anyType') },
            ...types.map((type) => ({ value: type.dicDetailCode, label: dicName(type, language) })),
          ]}
          onChange={(type) => go({ type: type || undefined })}
        />
        <Select
          aria-label={t('feedback.statusLabel')}
          value={search.status ?? ''}
          style={{ minWidth: 140 }}
          options={[{ value: '', label: t('users.anyStatus') }, ...FEEDBACK_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))]}
          onChange={(status) => go({ status: (status || undefined) as FeedbackStatus | undefined })}
        />
        <DatePicker.RangePicker
          aria-label={t('feedback.receivedBetween')}
          value={[search.from ? dayjs(search.from) : null, search.to ? dayjs(search.to) : null]}
          onChange={(range) => go({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
        />
      </div>
      <Table<AdminFeedback>
        rowKey="id"
        columns={columns}
        dataSource={inbox.list}
        locale={{ emptyText: t('common.noData') }}
        pagination={{
          ...kit.pagination,
          current: search.page,
          pageSize: FEEDBACK_LIMITS.adminPageSize,
          total: inbox.total,
          showSizeChanger: false,
          onChange: (page) => go({ page }),
        }}
      />
      <FeedbackDetail
        item={open}
        typeName={open ? typeName(open.type) : ''}
        onClose={() => void navigate({ search: searchString({ ...search, id: undefined }) })}
      />
    </>
  );
}
