import { Button, DatePicker, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { shownTime } from '../../../../contracts/core/dates';
import type { Page } from '../../../../contracts/core/envelope';
import { FEEDBACK_LIMITS, FEEDBACK_STATUS_LABEL, FEEDBACK_STATUSES, type FeedbackStatus } from '../../../../contracts/feedback/codes';
import type { AdminFeedback } from '../../../../contracts/feedback/models';
import type { DicItem } from '../../../../contracts/site/models';
import { searchString } from '../loaders';
import { FeedbackDetail } from './FeedbackDetail';
import type { FeedbackSearch } from './search';

export const STATUS_COLOR: Record<FeedbackStatus, string> = { NEW: 'blue', IN_PROGRESS: 'orange', DONE: 'green' };

interface Props {
  search: FeedbackSearch;
  inbox: Page<AdminFeedback>;
  open: AdminFeedback | null;
  types: DicItem[];
}

/** The feedback inbox: filters in the address (type, status, dates), newest first; a row opens its detail. */
export function FeedbackInbox({ search, inbox, open, types }: Props) {
  const navigate = useNavigate();
  const go = (changes: Partial<FeedbackSearch>) =>
    void navigate({ search: searchString({ ...search, id: undefined, page: 1, ...changes }) });
  const typeName = (code: string) => types.find((t) => t.dicDetailCode === code)?.dicDetailEnName ?? code;
  const columns: ColumnsType<AdminFeedback> = [
    { title: 'Received', dataIndex: 'createTime', render: shownTime, responsive: ['md'] },
    { title: 'Type', dataIndex: 'type', render: typeName },
    { title: 'Description', dataIndex: 'content', ellipsis: true },
    {
      title: 'From',
      key: 'from',
      responsive: ['md'],
      render: (_v, f) => (f.userId ? `${f.createName ?? ''} (user ${f.userId})` : 'Visitor'),
    },
    { title: 'Photos', key: 'photos', render: (_v, f) => f.images.list.length, responsive: ['lg'] },
    { title: 'Status', dataIndex: 'status', render: (s: FeedbackStatus) => <Tag color={STATUS_COLOR[s]}>{FEEDBACK_STATUS_LABEL[s]}</Tag> },
    {
      title: '',
      key: 'open',
      render: (_v, f) => (
        <Button size="small" onClick={() => void navigate({ search: searchString({ ...search, id: f.id }) })}>
          Open
        </Button>
      ),
    },
  ];
  return (
    <>
      <div className="admin-filters" role="search">
        <Select
          aria-label="Type"
          value={search.type ?? ''}
          style={{ minWidth: 180 }}
          options={[{ value: '', label: 'Any type' }, ...types.map((t) => ({ value: t.dicDetailCode, label: t.dicDetailEnName }))]}
          onChange={(type) => go({ type: type || undefined })}
        />
        <Select
          aria-label="Status"
          value={search.status ?? ''}
          style={{ minWidth: 140 }}
          options={[{ value: '', label: 'Any status' }, ...FEEDBACK_STATUSES.map((s) => ({ value: s, label: FEEDBACK_STATUS_LABEL[s] }))]}
          onChange={(status) => go({ status: (status || undefined) as FeedbackStatus | undefined })}
        />
        <DatePicker.RangePicker
          aria-label="Received between"
          value={[search.from ? dayjs(search.from) : null, search.to ? dayjs(search.to) : null]}
          onChange={(range) => go({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
        />
      </div>
      <Table<AdminFeedback>
        rowKey="id"
        columns={columns}
        dataSource={inbox.list}
        locale={{ emptyText: 'No Data' }}
        pagination={{
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
