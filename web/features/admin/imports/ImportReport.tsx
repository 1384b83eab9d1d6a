import { Alert, Descriptions, Progress, Table } from 'antd';
import type { ImportRun } from '../../../../contracts/imports/models';

const percentOf = (run: ImportRun) => (run.progress.total > 0 ? Math.floor((run.progress.done / run.progress.total) * 100) : 0);

/** A run as it goes (a progress bar) and as it ended: the counts, the error if it stopped, every refused row. */
export function ImportReport({ run }: { run: ImportRun }) {
  if (run.status === 'running') {
    return (
      <div className="import-progress" aria-live="polite">
        <p>
          Importing {run.fileName}: {run.progress.done} of {run.progress.total} rows
        </p>
        <Progress percent={percentOf(run)} status="active" />
      </div>
    );
  }
  return (
    <section className="import-report" aria-label={`Report of ${run.fileName}`}>
      {run.status === 'failed' && <Alert type="error" showIcon title="The import stopped" description={run.error} />}
      {run.dryRun && <Alert type="info" showIcon title="Dry run: nothing was written. The counts say what a real run would do." />}
      <Descriptions
        size="small"
        column={{ xs: 2, sm: 3, md: 6 }}
        items={[
          { key: 'read', label: 'Read', children: run.read },
          { key: 'imported', label: 'Imported', children: run.imported },
          { key: 'updated', label: 'Updated', children: run.updated },
          { key: 'unchanged', label: 'Unchanged', children: run.unchanged },
          { key: 'rejected', label: 'Rejected', children: run.rejectedCount },
          { key: 'asOf', label: 'As of', children: run.asOf },
        ]}
      />
      {run.rejectedCount > 0 && (
        <Table
          size="small"
          rowKey={(row) => `${row.line}-${row.reason}`}
          dataSource={run.rejected}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          caption={
            run.rejectedCount > run.rejected.length
              ? `The first ${run.rejected.length} of ${run.rejectedCount} rejected rows`
              : 'Rejected rows'
          }
          columns={[
            { title: 'Line', dataIndex: 'line', width: 90 },
            { title: 'Reason', dataIndex: 'reason' },
          ]}
        />
      )}
    </section>
  );
}
