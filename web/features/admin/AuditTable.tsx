import { Button, DatePicker, Form, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { ADMIN_PAGE_SIZES, AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../contracts/admin/codes';
import type { AuditEntry } from '../../../contracts/admin/models';
import type { Page } from '../../../contracts/core/envelope';
import { BeforeAfter } from './BeforeAfter';
import { shownTime } from '../../../contracts/core/dates';
import { searchString, type AuditSearch } from './loaders';

interface FilterValues {
  actor: string;
  action: string;
  subjectType: string;
  dates: [Dayjs | null, Dayjs | null] | null;
}

const subjectOf = (entry: AuditEntry) =>
  entry.subjectType === 'user' ? (
    <Link to={`/admin/users/${entry.subjectId}`}>user #{entry.subjectId}</Link>
  ) : (
    `${entry.subjectType} ${entry.subjectId}`
  );

// On phones the actor and subject move into the opened entry, so the time and action fit the width.
const columns: ColumnsType<AuditEntry> = [
  { title: 'When', dataIndex: 'at', render: shownTime },
  { title: 'Action', dataIndex: 'action', render: (action: string) => <Tag>{action}</Tag> },
  { title: 'Actor', dataIndex: 'actorEmail', responsive: ['sm'] },
  { title: 'Subject', key: 'subject', render: (_v, entry) => subjectOf(entry), responsive: ['md'] },
];

function EntryDetail({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <p className="admin-entry-meta">
        By {entry.actorEmail} (user #{entry.actorId}) on {subjectOf(entry)} · request {entry.requestId || '—'}
      </p>
      <BeforeAfter before={entry.before} after={entry.after} />
    </>
  );
}

/** The audit log: filters in the address, newest first, each entry opening to its values before and after. */
export function AuditTable({ entries, search, compact = false }: { entries: Page<AuditEntry>; search: AuditSearch; compact?: boolean }) {
  const navigate = useNavigate();
  const go = (changes: Partial<AuditSearch>) => navigate({ search: searchString({ ...search, ...changes }) });
  const day = (value: string | undefined) => (value ? dayjs(value) : null);

  return (
    <>
      {!compact && (
        <Form
          layout="inline"
          className="admin-filters"
          name="audit-search"
          initialValues={{
            actor: search.actor ?? '',
            action: search.action ?? '',
            subjectType: search.subjectType ?? '',
            dates: [day(search.from), day(search.to)],
          }}
          onFinish={(values: FilterValues) =>
            void go({
              actor: values.actor.trim() || undefined,
              action: (values.action || undefined) as AuditSearch['action'],
              subjectType: (values.subjectType || undefined) as AuditSearch['subjectType'],
              from: values.dates?.[0]?.format('YYYY-MM-DD'),
              to: values.dates?.[1]?.format('YYYY-MM-DD'),
              page: 1,
            })
          }
        >
          <Form.Item name="actor" label="Actor">
            <Input placeholder="E-mail or user id" allowClear maxLength={100} />
          </Form.Item>
          <Form.Item name="action" label="Action">
            <Select
              options={[{ value: '', label: 'Any action' }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: a }))]}
              style={{ minWidth: 170 }}
            />
          </Form.Item>
          <Form.Item name="subjectType" label="Subject">
            <Select
              options={[{ value: '', label: 'Any subject' }, ...AUDIT_SUBJECTS.map((s) => ({ value: s, label: s }))]}
              style={{ minWidth: 150 }}
            />
          </Form.Item>
          <Form.Item name="dates" label="Dates">
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            Filter
          </Button>
        </Form>
      )}
      <Table<AuditEntry>
        rowKey="id"
        className="admin-audit"
        columns={columns}
        dataSource={entries.list}
        size="middle"

        expandable={{ expandedRowRender: (entry) => <EntryDetail entry={entry} />, expandRowByClick: true }}
        pagination={
          compact
            ? false
            : {
                current: search.page,
                pageSize: search.limit,
                total: entries.total,
                showSizeChanger: true,
                pageSizeOptions: ADMIN_PAGE_SIZES.map(String),
                showTotal: (total) => `${total} entr${total === 1 ? 'y' : 'ies'}`,
                onChange: (page, limit) => void go({ page: limit === search.limit ? page : 1, limit }),
              }
        }
      />
    </>
  );
}
