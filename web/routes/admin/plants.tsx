import { Link } from 'react-router';
import type { Route } from './+types/plants';
import { ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import { marketAdminCalls } from '../../../contracts/market/admin';
import { marketCalls } from '../../../contracts/market/calls';
import { plantPagePath } from '../../../contracts/market/pages';
import { useAccessTypeName } from '../../features/admin/content/access-type';
import { adminDataMessages } from '../../features/admin/data/messages';
import { PlantStatusForm, usePlantStatusName } from '../../features/admin/data/PlantStatusForm';
import { adminOr404 } from '../../features/admin/loaders';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { ApiError, createApi } from '../../lib/api';
import { HTML_LANG, useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = adminMeta('plants');

/** A plant found by its access type, country and Reg.No.; its status edit; and the plants flagged for review. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const accessType: AccessType = q.get('accessType') === '202' ? '202' : '201';
  const key = { accessType, countryCode: (q.get('countryCode') ?? '').toUpperCase(), plantNo: q.get('plantNo') ?? '' };
  const api = createApi(context.api);
  const review = await adminOr404(() => api.call(marketAdminCalls.reviewPlants, { query: {} }));
  let plant = null;
  let history: { sourceDate: string; recordTypeName: string; enContent: string; id: number }[] = [];
  let notFound = false;
  if (key.countryCode && key.plantNo) {
    try {
      [plant, { list: history }] = await Promise.all([
        api.call(marketCalls.plant, { body: key }),
        api.call(marketCalls.approvalHistory, { body: { ...key, limit: 5 } }),
      ]);
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 404 && err.status !== 400)) throw err;
      notFound = true;
    }
  }
  return { key, plant, history, notFound, review };
}

export default function AdminPlants({ loaderData }: Route.ComponentProps) {
  const { key, plant, history, notFound, review } = loaderData;
  const t = useT(adminDataMessages);
  const tAdmin = useT(adminMessages);
  const accessTypeName = useAccessTypeName();
  const statusName = usePlantStatusName();
  return (
    <>
      <h1 className="admin-title">{tAdmin('titles.plants')}</h1>
      <p>{t('plants.intro')}</p>
      <form method="get" className="admin-card" aria-label={t('plants.find')}>
        <select name="accessType" defaultValue={key.accessType} aria-label={t('plants.accessType')}>
          {ACCESS_TYPES.map((a) => (
            <option key={a} value={a}>
              {accessTypeName(a)}
            </option>
          ))}
        </select>{' '}
        <input
          name="countryCode"
          defaultValue={key.countryCode}
          placeholder={t('plants.countryCodeHint')}
          aria-label={t('plants.countryCode')}
          maxLength={2}
        />{' '}
        <input
          name="plantNo"
          defaultValue={key.plantNo}
          placeholder={t('plants.plantNo')}
          aria-label={t('plants.plantNo')}
          maxLength={64}
        />{' '}
        <button type="submit">{t('plants.findButton')}</button>
      </form>
      {notFound && <p role="alert">{t('plants.notFound')}</p>}
      {plant && (
        <section aria-label={t('plants.statusSection')}>
          <h2 className="admin-subtitle">
            <Link to={plantPagePath(plant)} translate="no">
              {plant.plantName}
            </Link>{' '}
            (<span translate="no">{plant.plantNo}</span>) · {statusName(plant.status)}
          </h2>
          <PlantStatusForm plant={plant} />
          <ul lang={HTML_LANG.en} translate="no">
            {history.map((e) => (
              <li key={e.id}>
                {e.sourceDate} · {e.recordTypeName}: {e.enContent}
              </li>
            ))}
          </ul>
        </section>
      )}
      <h2 className="admin-subtitle">{t('plants.flagged', { count: review.total })}</h2>
      {review.total === 0 ? (
        <p>{t('plants.noneFlagged')}</p>
      ) : (
        <ul>
          {review.list.map((p) => (
            <li key={`${p.accessType}${p.countryCode}${p.plantNo}`}>
              <Link
                to={`/admin/plants?${new URLSearchParams({ accessType: p.accessType, countryCode: p.countryCode, plantNo: p.plantNo }).toString()}`}
                translate="no"
              >
                {p.plantNo} {p.plantName}
              </Link>{' '}
              (<span translate="no">{p.countryCode}</span>, {statusName(p.status)}):{' '}
              <span lang={HTML_LANG.en} translate="no">
                {p.reviewNote}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
