import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { shownTime } from '../../../../contracts/core/dates';
import type { Page } from '../../../../contracts/core/envelope';
import type { ImportRun } from '../../../../contracts/imports/models';
import { useT } from '../../../lib/i18n';
import { adminDataMessages } from '../data/messages';
import { ImportReport } from './ImportReport';
import { useImporterName } from './importer-names';
import { useKitIcons } from '../../../ui/kit/icons';
import { ExpandColumnTitle } from '../ExpandColumnTitle';
import { KeyboardScroll } from '../../../ui/kit/KeyboardScroll';

const STATUS_COLOR = { running: 'processing', done: 'success', failed: 'error' } as const;

/** The import history, newest first; a row opens to its report. */
export function RunsTable({ runs, page, pageSize }: { runs: Page<ImportRun>; page: number; pageSize: number }) {
  const t = useT(adminDataMessages);
  const kit = useKitIcons();
  const importerName = useImporterName();
  return (
    <KeyboardScroll label={t('imports.history')}>
      <Table
        size="small"
        rowKey="id"
        dataSource={runs.list}
        scroll={{ x: 'max-content' }}
        expandable={{
          columnTitle: <ExpandColumnTitle />,
          expandedRowRender: (run) => <ImportReport run={run} />,
          rowExpandable: (run) => run.status !== 'running',
        }}
        pagination={{
          ...kit.pagination,
          current: page,
          pageSize,
          total: runs.total,
          hideOnSinglePage: true,
          itemRender: (p, type, element) => (type === 'page' ? <Link to={`?page=${p}`}>{p}</Link> : element),
        }}
        columns={[
          { title: t('imports.started'), dataIndex: 'startedAt', render: shownTime },
          {
            title: t('imports.kind'),
            dataIndex: 'kind',
            render: (kind: string, run) => (
              <>
                {importerName(kind, kind)} {run.code && <span translate="no">{run.code}</span>}
              </>
            ),
          },
          { title: t('imports.file'), dataIndex: 'fileName', render: (name: string) => <span translate="no">{name}</span> },
          {
            title: t('imports.status'),
            dataIndex: 'status',
            render: (status: ImportRun['status'], run) => (
              <>
                <Tag color={STATUS_COLOR[status]}>{t(`imports.statuses.${status}`)}</Tag>
                {run.dryRun && <Tag>{t('imports.dryRunTag')}</Tag>}
              </>
            ),
          },
          { title: t('imports.read'), dataIndex: 'read' },
          { title: t('imports.imported'), dataIndex: 'imported' },
          { title: t('imports.updated'), dataIndex: 'updated' },
          { title: t('imports.unchanged'), dataIndex: 'unchanged' },
          { title: t('imports.rejected'), dataIndex: 'rejectedCount' },
        ]}
      />
    </KeyboardScroll>
  );
}
