import { Alert, Descriptions, Progress, Table } from 'antd';
import type { ImportRun } from '../../../../contracts/imports/models';
import { useT } from '../../../lib/i18n';
import { adminDataMessages } from '../data/messages';
import { useKitIcons } from '../../../ui/kit/icons';

const percentOf = (run: ImportRun) => (run.progress.total > 0 ? Math.floor((run.progress.done / run.progress.total) * 100) : 0);

/** A run as it goes (a progress bar) and as it ended: the counts, the error if it stopped, every refused row. */
export function ImportReport({ run }: { run: ImportRun }) {
  const t = useT(adminDataMessages);
  const kit = useKitIcons();
  if (run.status === 'running') {
    return (
      <div className="import-progress" aria-live="polite">
        <p>
          {t('imports.importing')} <span translate="no">{run.fileName}</span>:{' '}
          {t('imports.progress', { done: run.progress.done, total: run.progress.total })}
        </p>
        <Progress percent={percentOf(run)} status="active" />
      </div>
    );
  }
  return (
    <section className="import-report" aria-label={t('imports.reportOf', { file: run.fileName })}>
      {run.status === 'failed' && (
        <Alert type="error" showIcon title={t('imports.stopped')} description={<span translate="no">{run.error}</span>} />
      )}
      {run.dryRun && <Alert type="info" showIcon title={t('imports.dryRunDone')} />}
      <Descriptions
        size="small"
        column={{ xs: 2, sm: 3, md: 6 }}
        items={[
          { key: 'read', label: t('imports.read'), children: run.read },
          { key: 'imported', label: t('imports.imported'), children: run.imported },
          { key: 'updated', label: t('imports.updated'), children: run.updated },
          { key: 'unchanged', label: t('imports.unchanged'), children: run.unchanged },
          { key: 'rejected', label: t('imports.rejected'), children: run.rejectedCount },
          { key: 'asOf', label: t('imports.asOf'), children: run.asOf },
        ]}
      />
      {run.rejectedCount > 0 && (
        <Table
          size="small"
          rowKey={(row) => `${row.line}-${row.reason}`}
          dataSource={run.rejected}
          pagination={{ ...kit.pagination, pageSize: 20, hideOnSinglePage: true }}
          caption={
            run.rejectedCount > run.rejected.length
              ? t('imports.firstRejected', { shown: run.rejected.length, count: run.rejectedCount })
              : t('imports.rejectedRows')
          }
          columns={[
            { title: t('imports.line'), dataIndex: 'line', width: 90 },
            // The server's message for the row, in the language it was asked in.
            { title: t('imports.reason'), dataIndex: 'reason' },
          ]}
        />
      )}
    </section>
  );
}
