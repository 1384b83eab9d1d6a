import { Link } from 'react-router';
import type { Route } from './+types/plants';
import { ACCESS_TYPE_LABEL, ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import { marketAdminCalls } from '../../../contracts/market/admin';
import { marketCalls } from '../../../contracts/market/calls';
import { PLANT_STATUS_LABEL } from '../../../contracts/market/codes';
import { plantPagePath } from '../../../contracts/market/pages';
import { PlantStatusForm } from '../../features/admin/PlantStatusForm';
import { adminOr404 } from '../../features/admin/loaders';
import { ApiError, createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Plants · Admin') }];

/** A plant found by its access type, country and Reg.No.; its status edit; and the plants flagged for review. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const accessType: AccessType = q.get('accessType') === '202' ? '202' : '201';
  const key = { accessType, countryCode: (q.get('countryCode') ?? '').toUpperCase(), plantNo: q.get('plantNo') ?? '' };
  const api = createApi(context.api);
  const review = await adminOr404(() => api.call(marketAdminCalls.reviewPlants, { query: {} }));
  let plant = null;
  let history: { sourceDate: string; recordTypeName: string; enContent: string; id: number }[] = [];
  let problem = '';
  if (key.countryCode && key.plantNo) {
    try {
      [plant, { list: history }] = await Promise.all([
        api.call(marketCalls.plant, { body: key }),
        api.call(marketCalls.approvalHistory, { body: { ...key, limit: 5 } }),
      ]);
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 404 && err.status !== 400)) throw err;
      problem = 'No plant has this Reg.No. in this country and access type.';
    }
  }
  return { key, plant, history, problem, review };
}

export default function AdminPlants({ loaderData }: Route.ComponentProps) {
  const { key, plant, history, problem, review } = loaderData;
  return (
    <>
      <h1 className="admin-title">Plants</h1>
      <p>
        Change a plant's status by hand. Each change is recorded in the plant's approval history (and the audit log), as the
        establishment-list import records its changes; the next list imported says the last word.
      </p>
      <form method="get" className="admin-card" aria-label="Find a plant">
        <select name="accessType" defaultValue={key.accessType} aria-label="Access type">
          {ACCESS_TYPES.map((a) => (
            <option key={a} value={a}>
              {ACCESS_TYPE_LABEL[a]}
            </option>
          ))}
        </select>{' '}
        <input name="countryCode" defaultValue={key.countryCode} placeholder="Country code (BR)" aria-label="Country code" maxLength={2} />{' '}
        <input name="plantNo" defaultValue={key.plantNo} placeholder="Reg.No." aria-label="Reg.No." maxLength={64} />{' '}
        <button type="submit">Find</button>
      </form>
      {problem && <p role="alert">{problem}</p>}
      {plant && (
        <section aria-label="Plant status">
          <h2 className="admin-subtitle">
            <Link to={plantPagePath(plant)}>{plant.plantName}</Link> ({plant.plantNo}) · {PLANT_STATUS_LABEL[plant.status]}
          </h2>
          <PlantStatusForm plant={plant} />
          <ul>
            {history.map((e) => (
              <li key={e.id}>
                {e.sourceDate} · {e.recordTypeName}: {e.enContent}
              </li>
            ))}
          </ul>
        </section>
      )}
      <h2 className="admin-subtitle">Flagged for review ({review.total})</h2>
      {review.total === 0 ? (
        <p>No plant is flagged: every plant an establishment list confirmed is on the latest list of its country.</p>
      ) : (
        <ul>
          {review.list.map((p) => (
            <li key={`${p.accessType}${p.countryCode}${p.plantNo}`}>
              <Link
                to={`/admin/plants?${new URLSearchParams({ accessType: p.accessType, countryCode: p.countryCode, plantNo: p.plantNo }).toString()}`}
              >
                {p.plantNo} {p.plantName}
              </Link>{' '}
              ({p.countryCode}, {PLANT_STATUS_LABEL[p.status]}): {p.reviewNote}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
