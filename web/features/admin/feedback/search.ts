import { ISO_DAY, RECORD_ID } from '../../../../contracts/core/rules';
import { FEEDBACK_LIMITS, FEEDBACK_STATUSES } from '../../../../contracts/feedback/codes';
import { readInt, readOneOf, readPage, readShape, readText } from '../../../lib/url-rules';

/** The inbox filters from the address; values the API would refuse are left out rather than failing the page. */
export function feedbackSearchOf(url: URL) {
  const p = url.searchParams;
  return {
    type: readText(FEEDBACK_LIMITS.typeFilter, p.get('type')) || undefined,
    status: readOneOf(FEEDBACK_STATUSES, p.get('status')),
    from: readShape(ISO_DAY, p.get('from')) || undefined,
    to: readShape(ISO_DAY, p.get('to')) || undefined,
    page: readPage(p.get('page')),
    /** The item open in the detail. */
    id: readInt(RECORD_ID, p.get('id')),
  };
}
export type FeedbackSearch = ReturnType<typeof feedbackSearchOf>;
