import type { Route } from './+types/company';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import { CompanyCardView } from '../../features/market/CompanyCard';
import { ListFilters } from '../../features/market/ListFilters';
import { goodsTypeOptions } from '../../features/market/loaders';
import { countryOptions, listOrMessage } from '../../lib/loaders';
import { csvHrefOf, listParams, withParams } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';
import { EmptyState, ListProblem } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Companies') },
  { name: 'description', content: 'Meat and seafood exporters registered for China: company profiles, plants and products.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = listParams(new URL(request.url));
  const api = createApi(context.api);
  const [companies, countries, goodsTypes] = await Promise.all([
    listOrMessage(() =>
      api.call(marketCalls.companies, {
        body: {
          page: params.page,
          limit: MARKET_PAGE_SIZE.companies,
          accessType: params.accessType,
          area: params.countryCode,
          plantName: params.keywords,
          goodsType: params.goodsType,
        },
      }),
    ),
    countryOptions(api),
    goodsTypeOptions(api, params.accessType),
  ]);
  return { params, companies, countries, goodsTypes };
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { params, companies, countries, goodsTypes } = loaderData;
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        Companies
      </h1>
      <ListFilters
        params={params}
        accessType
        countries={countries}
        goodsTypes={goodsTypes}
        keywordLabel="Company, plant or Reg.No."
        csvHref={csvHrefOf('company', params)}
      />
      <ListProblem text={companies.problem} />
      {companies.list.length === 0 ? (
        <EmptyState boxed />
      ) : (
        <div className="market-cards">
          {companies.list.map((c) => (
            <CompanyCardView key={c.companyCode} company={c} />
          ))}
        </div>
      )}
      <Pager
        page={params.page}
        total={companies.total}
        pageSize={MARKET_PAGE_SIZE.companies}
        hrefFor={(n) => `/market/company${withParams(params, { page: n })}`}
      />
    </section>
  );
}
