import type { Route } from './+types/tracking';
import { trackingAdminCalls } from '../../../contracts/tracking/calls';
import { EVENT_CATEGORY_TYPES, type EventCategoryType } from '../../../contracts/tracking/codes';
import { adminOr404 } from '../../features/admin/loaders';
import { TrackingFilter, TrackingTable } from '../../features/admin/TrackingTable';
import { ApiError, createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Tracking · Admin') }];

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
  return (
    <>
      <h1 className="admin-title">Tracking</h1>
      <p>
        Clicks on the menu, sign-in, registration and release buttons, and tab visits, counted per day. Nothing that names a visitor is
        kept, and browsers that send Do Not Track or Global Privacy Control are not counted.
      </p>
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
