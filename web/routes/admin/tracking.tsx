import type { Route } from './+types/tracking';
import { trackingAdminCalls } from '../../../contracts/tracking/calls';
import { EVENT_CATEGORY_TYPES, type EventCategoryType } from '../../../contracts/tracking/codes';
import { adminDataMessages } from '../../features/admin/data/messages';
import { TrackingFilter, TrackingTable } from '../../features/admin/data/TrackingTable';
import { adminOr404 } from '../../features/admin/loaders';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { ApiError, createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = adminMeta('tracking');

const isCategory = (value: string | null): value is EventCategoryType => EVENT_CATEGORY_TYPES.includes(value as EventCategoryType);

export async function loader({ context, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const categoryType = q.get('categoryType');
  const query = {
    from: q.get('from') || undefined,
    to: q.get('to') || undefined,
    categoryType: isCategory(categoryType) ? categoryType : undefined,
  };
  const api = createApi(context.api);
  // A reversed or too long range says why, over the default range, rather than failing the page.
  const counts = await adminOr404(async () => {
    try {
      return { counts: await api.call(trackingAdminCalls.counts, { query }), problem: undefined };
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 400)) throw err;
      return { counts: await api.call(trackingAdminCalls.counts, { query: { categoryType: query.categoryType } }), problem: err.message };
    }
  });
  return { ...counts, categoryType: query.categoryType };
}

export default function AdminTracking({ loaderData }: Route.ComponentProps) {
  const { counts, categoryType, problem } = loaderData;
  const t = useT(adminDataMessages);
  const tAdmin = useT(adminMessages);
  return (
    <>
      <h1 className="admin-title">{tAdmin('titles.tracking')}</h1>
      <p>{t('tracking.intro')}</p>
      <TrackingFilter counts={counts} categoryType={categoryType} />
      {problem && (
        <p className="ui-problem" role="status">
          {problem}
        </p>
      )}
      <TrackingTable counts={counts} />
    </>
  );
}
