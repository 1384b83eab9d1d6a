import { Button, DatePicker, Form, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { ADMIN_PAGE_SIZES, AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../contracts/admin/codes';
import type { AuditEntry } from '../../../contracts/admin/models';
import type { Page } from '../../../contracts/core/envelope';
import { shownTime } from '../../../contracts/core/dates';
import { useT } from '../../lib/i18n';
import { BeforeAfter } from './BeforeAfter';
import { searchString, type AuditSearch } from './loaders';
import { adminMessages } from './messages';
import { useKitIcons } from '../../ui/kit/icons';
import { ExpandColumnTitle } from './ExpandColumnTitle';

interface FilterValues {
  actor: string;
  action: string;
  subjectType: string;
  dates: [Dayjs | null, Dayjs | null] | null;
}

/** The subject of an entry: its type (a code, as the log keeps it) and id; a user links to their page. */
function Subject({ entry }: { entry: AuditEntry }) {
  const t = useT(adminMessages);
  return entry.subjectType === 'user' ? (
    <Link to={`/admin/users/${entry.subjectId}`}>{t('audit.userNo', { id: entry.subjectId })}</Link>
  ) : (
    <span translate="no">{`${entry.subjectType} ${entry.subjectId}`}</span>
  );
}

function EntryDetail({ entry }: { entry: AuditEntry }) {
  const t = useT(adminMessages);
  return (
    <>
      <p className="admin-entry-meta">
        {t('audit.by')} <span translate="no">{entry.actorEmail}</span> ({t('audit.userNo', { id: entry.actorId })}) · {t('audit.on')}{' '}
        <Subject entry={entry} /> · {t('audit.request')} <span translate="no">{entry.requestId || '—'}</span>
      </p>
      <BeforeAfter before={entry.before} after={entry.after} />
    </>
  );
}

/** The audit log: filters in the address, newest first, each entry opening to its values before and after. */
export function AuditTable({ entries, search, compact = false }: { entries: Page<AuditEntry>; search: AuditSearch; compact?: boolean }) {
  const t = useT(adminMessages);
  const kit = useKitIcons();
  const navigate = useNavigate();
  // On phones the actor and subject move into the opened entry, so the time and action fit the width.
  const columns: ColumnsType<AuditEntry> = [
    { title: t('audit.when'), dataIndex: 'at', render: shownTime },
    { title: t('audit.action'), dataIndex: 'action', render: (action: string) => <Tag translate="no">{action}</Tag> },
    {
      title: t('audit.actor'),
      dataIndex: 'actorEmail',
      responsive: ['sm'],
      render: (email: string) => <span translate="no">{email}</span>,
    },
    { title: t('audit.subject'), key: 'subject', render: (_v, entry) => <Subject entry={entry} />, responsive: ['md'] },
  ];
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
          <Form.Item name="actor" label={t('audit.actor')}>
            <Input placeholder={t('audit.actorHint')} allowClear={kit.inputClear} maxLength={100} />
          </Form.Item>
          <Form.Item name="action" label={t('audit.action')}>
            <Select
              options={[{ value: '', label: t('audit.anyAction') }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: a }))]}
              style={{ minWidth: 170 }}
            />
          </Form.Item>
          <Form.Item name="subjectType" label={t('audit.subject')}>
            <Select
              options={[{ value: '', label: t('audit.anySubject') }, ...AUDIT_SUBJECTS.map((s) => ({ value: s, label: s }))]}
              style={{ minWidth: 150 }}
            />
          </Form.Item>
          <Form.Item name="dates" label={t('audit.dates')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('audit.filter')}
          </Button>
        </Form>
      )}
      <Table<AuditEntry>
        rowKey="id"
        className="admin-audit"
        columns={columns}
        dataSource={entries.list}
        size="middle"
        expandable={{
          columnTitle: <ExpandColumnTitle />,
          expandedRowRender: (entry) => <EntryDetail entry={entry} />,
          expandRowByClick: true,
        }}
        pagination={
          compact
            ? false
            : {
                ...kit.pagination,
                current: search.page,
                pageSize: search.limit,
                total: entries.total,
                showSizeChanger: true,
                pageSizeOptions: ADMIN_PAGE_SIZES.map(String),
                showTotal: (total) => t('audit.total', { count: total }),
                onChange: (page, limit) => void go({ page: limit === search.limit ? page : 1, limit }),
              }
        }
      />
    </>
  );
}
