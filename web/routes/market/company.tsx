import type { Route } from './+types/company';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import { CompanyCardView } from '../../features/market/CompanyCard';
import { ListFilters } from '../../features/market/ListFilters';
import { goodsTypeOptions } from '../../features/market/loaders';
import { marketMessages } from '../../features/market/messages';
import { listMeta } from '../../features/market/meta';
import { countryOptions, listOrMessage } from '../../lib/loaders';
import { downloadsOf, filtersCleared, isFiltered, listParams, withParams } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { langOf } from '../../../contracts/core/languages';
import { langOfRequest, languageOfRequest, useLanguage, useT } from '../../lib/i18n';
import { EmptyState, ListProblem, useClearFilters } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';

export const meta: Route.MetaFunction = ({ matches }) => listMeta(matches, 'company');

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = listParams(new URL(request.url));
  const lang = langOfRequest(request);
  const api = createApi(context.api);
  const [companies, countries, goodsTypes] = await Promise.all([
    listOrMessage(
      () =>
        api.call(marketCalls.companies, {
          body: {
            page: params.page,
            limit: MARKET_PAGE_SIZE.companies,
            lang,
            accessType: params.accessType,
            area: params.countryCode,
            plantName: params.keywords,
            goodsType: params.goodsType,
          },
        }),
      { language: languageOfRequest(request) },
    ),
    countryOptions(api, lang),
    goodsTypeOptions(api, params.accessType, lang),
  ]);
  return { params, companies, countries, goodsTypes };
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { params, companies, countries, goodsTypes } = loaderData;
  const t = useT(marketMessages);
  const language = useLanguage();
  const cleared = useClearFilters(isFiltered(params), `/market/company${filtersCleared(params)}`);
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        {t('company.title')}
      </h1>
      <ListFilters
        params={params}
        accessType
        countries={countries}
        goodsTypes={goodsTypes}
        keywordLabel={t('company.keyword')}
        downloads={downloadsOf('company', params, langOf(language))}
      />
      <ListProblem text={companies.problem} />
      {companies.list.length === 0 ? (
        <EmptyState boxed next={cleared} />
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
