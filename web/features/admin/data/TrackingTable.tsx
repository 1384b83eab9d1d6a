import { Table } from 'antd';
import type { CallOutput } from '../../../../contracts/core/calls';
import type { trackingAdminCalls } from '../../../../contracts/tracking/calls';
import { EVENT_CATEGORY_TYPES } from '../../../../contracts/tracking/codes';
import { useT } from '../../../lib/i18n';
import { adminDataMessages } from './messages';
import { useKitIcons } from '../../../ui/kit/icons';
import { KeyboardScroll } from '../../../ui/kit/KeyboardScroll';

type Counts = CallOutput<typeof trackingAdminCalls.counts>;
type EventRow = Counts['events'][number];

/** The filter of the counts screen: a plain GET form, so the range is in the address and works without JavaScript. */
export function TrackingFilter({ counts, categoryType }: { counts: Counts; categoryType?: string }) {
  const t = useT(adminDataMessages);
  return (
    <form method="get" className="admin-filters" aria-label={t('tracking.range')}>
      <label>
        {t('tracking.from')} <input type="date" name="from" defaultValue={counts.from} />
      </label>
      <label>
        {t('tracking.to')} <input type="date" name="to" defaultValue={counts.to} />
      </label>
      <label>
        {t('tracking.kind')}{' '}
        <select name="categoryType" defaultValue={categoryType ?? ''}>
          <option value="">{t('tracking.all')}</option>
          {EVENT_CATEGORY_TYPES.map((c) => (
            <option key={c} value={c} translate="no">
              {c}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {t('tracking.show')}
      </button>
    </form>
  );
}

/** Every event with its total and its count on each day of the range (newest day first), the most counted first. */
export function TrackingTable({ counts }: { counts: Counts }) {
  const t = useT(adminDataMessages);
  const kit = useKitIcons();
  const days = counts.days.map((day, index) => ({ day, index })).reverse();
  const code = (value: string) => <span translate="no">{value}</span>;
  return (
    <KeyboardScroll label={t('tracking.counts')}>
      <Table<EventRow>
        size="small"
        rowKey={(e) => `${e.categoryType}|${e.name}|${e.area}`}
        dataSource={counts.events}
        pagination={{ ...kit.pagination, pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('tracking.empty') }}
        columns={[
          { title: t('tracking.kind'), dataIndex: 'categoryType', fixed: 'left', render: code },
          { title: t('tracking.event'), dataIndex: 'name', fixed: 'left', render: code },
          { title: t('tracking.where'), dataIndex: 'area', render: code },
          { title: t('tracking.total'), dataIndex: 'total', align: 'right' },
          ...days.map(({ day, index }) => ({
            title: day.slice(5),
            key: day,
            align: 'right' as const,
            render: (_: unknown, e: EventRow) => e.counts[index] || '',
          })),
        ]}
      />
    </KeyboardScroll>
  );
}
