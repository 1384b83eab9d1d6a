import type { Route } from './+types/animal-disease';
import { MARKET_PAGE_SIZE, type AccessType } from '../../../contracts/codes';
import { AccessProductsLink } from '../../features/market/AccessProductsLink';
import { EmptyState } from '../../features/market/Bits';
import { FilterBar } from '../../features/market/FilterBar';
import { listOrMessage } from '../../features/market/loaders';
import { Pager } from '../../features/market/Pager';
import { listParams, withParams } from '../../features/market/params';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Animal disease bans') },
  { name: 'description', content: 'Countries and areas whose animals or aquatic products China bans because of animal diseases.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = listParams(new URL(request.url));
  const api = createApi(context.api);
  const [diseases, countries] = await Promise.all([
    listOrMessage(() =>
      api.market.animalDiseases({
        page: params.page,
        limit: MARKET_PAGE_SIZE.lists,
        queryWord: params.keywords || undefined,
        countryCodeList: params.countryCode ? [params.countryCode] : undefined,
      }),
    ),
    api.market.plagueCountries(),
  ]);
  return { params, diseases, countries: countries.list.map((c) => ({ value: c.countryCode, label: c.countryName })) };
}

export default function AnimalDiseases({ loaderData }: Route.ComponentProps) {
  const { params, diseases, countries } = loaderData;
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        Animal disease bans
      </h1>
      <FilterBar
        params={params}
        countries={countries}
        keywordLabel="Disease, area or country"
        csvHref={`/api/market/export/animalDisease${withParams(params, { page: undefined })}`}
      />
      {diseases.problem && <p className="market-problem">{diseases.problem}</p>}
      <div className="market-table-wrap">
        <table className="market-table">
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Area</th>
              <th scope="col">Disease</th>
              <th scope="col">Ban</th>
              <th scope="col">Since</th>
              <th scope="col">Access products</th>
            </tr>
          </thead>
          <tbody>
            {diseases.list.map((d) => (
              <tr key={d.id}>
                <td>{d.countryName}</td>
                <td>{d.areaName}</td>
                {/* The alias stands in when the name or content is missing (§3). */}
                <td>{d.plagueName || d.plagueNameAlias}</td>
                <td className="market-table__wide">{d.plagueContent || d.plagueContentAlias}</td>
                <td className="market-nowrap">{d.banDate}</td>
                <td>
                  <AccessProductsLink accessType={d.accessType as AccessType} countryCode={d.countryCode} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {diseases.list.length === 0 && <EmptyState table />}
      <Pager params={params} total={diseases.total} pageSize={MARKET_PAGE_SIZE.lists} />
    </section>
  );
}
