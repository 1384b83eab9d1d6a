import { FEEDBACK_STATUSES } from '../../../../contracts/feedback/codes';

const day = (value: string | null) => (value && /^\d{4}-\d\d-\d\d$/.test(value) ? value : undefined);

/** The inbox filters from the address; values the API would refuse are left out rather than failing the page. */
export function feedbackSearchOf(url: URL) {
  const p = url.searchParams;
  const status = p.get('status');
  const page = p.get('page');
  const id = p.get('id');
  return {
    type: p.get('type')?.trim().slice(0, 50) || undefined,
    status: (FEEDBACK_STATUSES as readonly string[]).includes(status ?? '') ? (status as (typeof FEEDBACK_STATUSES)[number]) : undefined,
    from: day(p.get('from')),
    to: day(p.get('to')),
    page: page && /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
    /** The item open in the detail. */
    id: id && /^\d{1,9}$/.test(id) ? Number(id) : undefined,
  };
}
export type FeedbackSearch = ReturnType<typeof feedbackSearchOf>;
