import type { ApprovalEvent } from '../../../contracts/market/models';
import { useT } from '../../lib/i18n';
import { StatusTag } from './Bits';
import { marketMessages } from './messages';

/** The status each kind of event leaves the plant in; other events (renewals, products added) keep it. */
const STATUS_AFTER: Record<string, number> = { APPLIED: 2, REGISTERED: 1, SUSPENDED: 0, RESUMED: 1 };

/** The plant's status over time, oldest first: one step per event that changed it. */
export function StatusTimeline({ events }: { events: ApprovalEvent[] }) {
  const t = useT(marketMessages);
  const steps = [...events].reverse().filter((e) => e.recordType in STATUS_AFTER);
  if (steps.length === 0) return null;
  return (
    <ol className="market-timeline" aria-label={t('plant.statusHistory')}>
      {steps.map((e) => (
        <li key={e.id}>
          <time dateTime={e.sourceDate}>{e.sourceDate}</time>
          <StatusTag status={STATUS_AFTER[e.recordType]!} />
          <span>{e.recordTypeName}</span>
        </li>
      ))}
    </ol>
  );
}
