import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { ImportRun } from '../../../../contracts/imports/models';
import type { Page } from '../../../../contracts/core/envelope';
import { ImportReport } from './ImportReport';
import { shownTime } from '../../../../contracts/core/dates';

const STATUS_COLOR = { running: 'processing', done: 'success', failed: 'error' } as const;

/** The import history, newest first; a row opens to its report. */
export function RunsTable({ runs, page, pageSize }: { runs: Page<ImportRun>; page: number; pageSize: number }) {
  return (
    <Table
      size="small"
      rowKey="id"
      dataSource={runs.list}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowRender: (run) => <ImportReport run={run} />, rowExpandable: (run) => run.status !== 'running' }}
      pagination={{
        current: page,
        pageSize,
        total: runs.total,
        hideOnSinglePage: true,
        itemRender: (p, type, element) => (type === 'page' ? <Link to={`?page=${p}`}>{p}</Link> : element),
      }}
      columns={[
        { title: 'Started', dataIndex: 'startedAt', render: shownTime },
        { title: 'Kind', dataIndex: 'kind', render: (kind: string, run) => (run.code ? `${kind} ${run.code}` : kind) },
        { title: 'File', dataIndex: 'fileName' },
        {
          title: 'Status',
          dataIndex: 'status',
          render: (status: ImportRun['status'], run) => (
            <>
              <Tag color={STATUS_COLOR[status]}>{status}</Tag>
              {run.dryRun && <Tag>dry run</Tag>}
            </>
          ),
        },
        { title: 'Read', dataIndex: 'read' },
        { title: 'Imported', dataIndex: 'imported' },
        { title: 'Updated', dataIndex: 'updated' },
        { title: 'Unchanged', dataIndex: 'unchanged' },
        { title: 'Rejected', dataIndex: 'rejectedCount' },
      ]}
    />
  );
}
