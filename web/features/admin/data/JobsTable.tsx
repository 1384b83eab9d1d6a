import { App, Button, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate, useRevalidator } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../../contracts/admin/codes';
import { shownTime } from '../../../../contracts/core/dates';
import { jobCalls } from '../../../../contracts/jobs/calls';
import type { JobListFilterCode } from '../../../../contracts/jobs/codes';
import type { JobEntry } from '../../../../contracts/jobs/models';
import { browserApi, useErrorText } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { adminDataMessages } from './messages';
import { useKitIcons } from '../../../ui/kit/icons';
import { ExpandColumnTitle } from '../ExpandColumnTitle';

export interface JobsPage {
  list: JobEntry[];
  total: number;
  engine: 'table' | 'pg-boss';
  scheduled: string[];
}

/** The queue: jobs waiting or running, or failed with their last error and a retry; recurring jobs can be run now. */
export function JobsTable({ jobs, state, page }: { jobs: JobsPage; state: JobListFilterCode; page: number }) {
  const { message } = App.useApp();
  const t = useT(adminDataMessages);
  const kit = useKitIcons();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const act = async (work: () => Promise<{ msg: string }>) => {
    try {
      message.success((await work()).msg);
      await revalidate();
    } catch (err) {
      message.warning(errorText(err));
    }
  };
  // Narrow screens hide columns by CSS (admin.css), not the kit's `responsive`, which knows the width only in the
  // browser: the server would render fewer columns than the hydrated table.
  const columns: ColumnsType<JobEntry> = [
    { title: t('jobs.job'), dataIndex: 'name', render: (name: string) => <Tag translate="no">{name}</Tag> },
    { title: t('jobs.state'), dataIndex: 'state', render: (s: JobEntry['state']) => t(`jobs.states.${s}`) },
    {
      title: t('jobs.tries'),
      key: 'tries',
      render: (_v, job) => t('jobs.triesOf', { tries: job.retryCount, of: job.retryLimit + 1 }),
      className: 'admin-jobs__from-sm',
    },
    { title: t('jobs.created'), dataIndex: 'createdAt', render: shownTime, className: 'admin-jobs__from-md' },
    {
      title: state === 'failed' ? t('jobs.error') : t('jobs.due'),
      key: 'detail',
      render: (_v, job) => (state === 'failed' ? <span translate="no">{job.lastError ?? '—'}</span> : shownTime(job.startAfter)),
    },
  ];
  if (state === 'failed') {
    columns.push({
      title: t('jobs.action'),
      key: 'action',
      render: (_v, job) => (
        <Button size="small" onClick={() => void act(() => browserApi().answer(jobCalls.retry, { body: { name: job.name, id: job.id } }))}>
          {t('jobs.retry')}
        </Button>
      ),
    });
  }
  return (
    <>
      <p className="admin-note">{t('jobs.note', { engine: t(`jobs.engines.${jobs.engine}`) })}</p>
      <Space wrap className="admin-filters">
        {jobs.scheduled.map((name) => (
          <Button key={name} onClick={() => void act(() => browserApi().answer(jobCalls.runNow, { body: { name } }))}>
            {t('jobs.runNow')} <span translate="no">{name}</span>
          </Button>
        ))}
      </Space>
      <Tabs
        activeKey={state}
        onChange={(key) => void navigate({ search: `?state=${key}` })}
        items={[
          { key: 'queued', label: t('jobs.queued') },
          { key: 'failed', label: t('jobs.failed') },
        ]}
      />
      <Table<JobEntry>
        rowKey={(job) => `${job.name}/${job.id}`}
        size="middle"
        columns={columns}
        dataSource={jobs.list}
        locale={{ emptyText: t('jobs.noData') }}
        expandable={{
          columnTitle: <ExpandColumnTitle />,
          expandedRowRender: (job) => (
            <pre className="admin-job-data" translate="no">
              {job.data}
            </pre>
          ),
        }}
        pagination={{
          ...kit.pagination,
          current: page,
          pageSize: ADMIN_PAGE_SIZE,
          total: jobs.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => void navigate({ search: `?state=${state}&page=${next}` }),
        }}
      />
    </>
  );
}
