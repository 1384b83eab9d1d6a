import { Table } from 'antd';
import type { CallOutput } from '../../../contracts/core/calls';
import type { trackingAdminCalls } from '../../../contracts/tracking/calls';
import { EVENT_CATEGORY_TYPES } from '../../../contracts/tracking/codes';

type Counts = CallOutput<typeof trackingAdminCalls.counts>;
type EventRow = Counts['events'][number];

/** The filter of the counts screen: a plain GET form, so the range is in the address and works without JavaScript. */
export function TrackingFilter({ counts, categoryType }: { counts: Counts; categoryType?: string }) {
  return (
    <form method="get" className="admin-filters" aria-label="Range">
      <label>
        From <input type="date" name="from" defaultValue={counts.from} />
      </label>
      <label>
        To <input type="date" name="to" defaultValue={counts.to} />
      </label>
      <label>
        Kind{' '}
        <select name="categoryType" defaultValue={categoryType ?? ''}>
          <option value="">All</option>
          {EVENT_CATEGORY_TYPES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        Show
      </button>
    </form>
  );
}

/** Every event with its total and its count on each day of the range (newest day first), the most counted first. */
export function TrackingTable({ counts }: { counts: Counts }) {
  const days = counts.days.map((day, index) => ({ day, index })).reverse();
  return (
    <Table<EventRow>
      size="small"
      rowKey={(e) => `${e.categoryType}|${e.name}|${e.area}`}
      dataSource={counts.events}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Nothing was counted in this range' }}
      columns={[
        { title: 'Kind', dataIndex: 'categoryType', fixed: 'left' },
        { title: 'Event', dataIndex: 'name', fixed: 'left' },
        { title: 'Where', dataIndex: 'area' },
        { title: 'Total', dataIndex: 'total', align: 'right' },
        ...days.map(({ day, index }) => ({
          title: day.slice(5),
          key: day,
          align: 'right' as const,
          render: (_: unknown, e: EventRow) => e.counts[index] || '',
        })),
      ]}
    />
  );
}
