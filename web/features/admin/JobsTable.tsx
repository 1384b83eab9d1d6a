import { App, Button, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate, useRevalidator } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../contracts/admin/codes';
import { MSG } from '../../../contracts/core/codes';
import { shownTime } from '../../../contracts/core/dates';
import { jobCalls } from '../../../contracts/jobs/calls';
import { JOB_STATE_LABEL, type JobListFilterCode } from '../../../contracts/jobs/codes';
import type { JobEntry } from '../../../contracts/jobs/models';
import { browserApi } from '../../lib/api';

export interface JobsPage {
  list: JobEntry[];
  total: number;
  engine: 'table' | 'pg-boss';
  scheduled: string[];
}

const ENGINE_LABEL = { table: 'the embedded database’s job table', 'pg-boss': 'pg-boss on PostgreSQL' } as const;

/** The queue: jobs waiting or running, or failed with their last error and a retry; recurring jobs can be run now. */
export function JobsTable({ jobs, state, page }: { jobs: JobsPage; state: JobListFilterCode; page: number }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const act = async (work: () => Promise<{ msg: string }>) => {
    try {
      message.success((await work()).msg);
      await revalidate();
    } catch (err) {
      message.warning((err as Error).message || MSG.unknownError);
    }
  };
  // Narrow screens hide columns by CSS (admin.css), not the kit's `responsive`, which knows the width only in the
  // browser: the server would render fewer columns than the hydrated table.
  const columns: ColumnsType<JobEntry> = [
    { title: 'Job', dataIndex: 'name', render: (name: string) => <Tag>{name}</Tag> },
    { title: 'State', dataIndex: 'state', render: (s: JobEntry['state']) => JOB_STATE_LABEL[s] },
    { title: 'Tries', key: 'tries', render: (_v, job) => `${job.retryCount} of ${job.retryLimit + 1}`, className: 'admin-jobs__from-sm' },
    { title: 'Created', dataIndex: 'createdAt', render: shownTime, className: 'admin-jobs__from-md' },
    {
      title: state === 'failed' ? 'Error' : 'Due',
      key: 'detail',
      render: (_v, job) => (state === 'failed' ? (job.lastError ?? '—') : shownTime(job.startAfter)),
    },
  ];
  if (state === 'failed') {
    columns.push({
      title: 'Action',
      key: 'action',
      render: (_v, job) => (
        <Button size="small" onClick={() => void act(() => browserApi().answer(jobCalls.retry, { body: { name: job.name, id: job.id } }))}>
          Retry
        </Button>
      ),
    });
  }
  return (
    <>
      <p className="admin-note">
        Mail, watchlist alerts and digests run as jobs on {ENGINE_LABEL[jobs.engine]}; a failed attempt is retried with a growing wait, and
        a job that runs out of retries waits here for you.
      </p>
      <Space wrap className="admin-filters">
        {jobs.scheduled.map((name) => (
          <Button key={name} onClick={() => void act(() => browserApi().answer(jobCalls.runNow, { body: { name } }))}>
            Run {name} now
          </Button>
        ))}
      </Space>
      <Tabs
        activeKey={state}
        onChange={(key) => void navigate({ search: `?state=${key}` })}
        items={[
          { key: 'queued', label: 'Waiting and running' },
          { key: 'failed', label: 'Failed' },
        ]}
      />
      <Table<JobEntry>
        rowKey={(job) => `${job.name}/${job.id}`}
        size="middle"
        columns={columns}
        dataSource={jobs.list}
        locale={{ emptyText: MSG.noData }}
        expandable={{ expandedRowRender: (job) => <pre className="admin-job-data">{job.data}</pre> }}
        pagination={{
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
