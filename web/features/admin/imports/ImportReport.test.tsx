// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportRun } from '../../../../contracts/imports/models';
import { renderKitPage, stubFetch } from '../../../test-support/dom';
import { ImportReport } from './ImportReport';
import { RunsTable } from './RunsTable';

/** The first render of a kit form can take seconds on a busy machine: the first look waits that long. */
const RENDERED = { timeout: 10_000 };

const run: ImportRun = {
  id: 4,
  kind: 'prices',
  fileName: 'xinfadi-2020-06-15.csv',
  code: null,
  dryRun: true,
  asOf: '2020-06-15',
  status: 'done',
  progress: { done: 4, total: 4 },
  read: 4,
  imported: 3,
  updated: 0,
  unchanged: 0,
  rejectedCount: 1,
  rejected: [{ line: 5, reason: 'lowPrice is above highPrice' }],
  error: null,
  startedBy: 1,
  startedAt: '2026-05-01T08:00:00.000Z',
  finishedAt: '2026-05-01T08:00:02.000Z',
};

describe('an import report in Chinese', () => {
  it('names its counts and the rejected rows in Chinese, the file and the server’s reason as they are', async () => {
    stubFetch();
    renderKitPage(<ImportReport run={run} />, { path: '/admin/imports', language: 'zh' });
    const report = await screen.findByRole('region', { name: 'xinfadi-2020-06-15.csv 的导入报告' }, RENDERED);
    for (const label of ['读取', '新增', '更新', '未变', '拒绝', '数据日期']) expect(within(report).getByText(label)).toBeTruthy();
    expect(within(report).getByText('试运行：未写入任何数据。以下计数为正式导入时的结果。')).toBeTruthy();
    const rejected = within(report).getByRole('table', { name: '被拒绝的行' });
    expect(within(rejected).getByRole('columnheader', { name: '行号' })).toBeTruthy();
    expect(within(rejected).getByText('lowPrice is above highPrice')).toBeTruthy();
  });

  it('lists past runs with the importer’s Chinese title and the run’s state', async () => {
    stubFetch();
    renderKitPage(<RunsTable runs={{ list: [run], total: 1 }} page={1} pageSize={20} />, { path: '/admin/imports', language: 'zh' });
    const row = await screen.findByRole('row', { name: /xinfadi/ }, RENDERED);
    expect(within(row).getByText('批发市场价格')).toBeTruthy();
    expect(within(row).getByText('已完成')).toBeTruthy();
    expect(within(row).getByText('试运行')).toBeTruthy();
    expect(within(row).getByText('xinfadi-2020-06-15.csv').getAttribute('translate')).toBe('no');
  });
});
