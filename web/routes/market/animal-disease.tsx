import type { Route } from './+types/animal-disease';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import { type AccessType } from '../../../contracts/core/codes';
import { AccessProductsLink } from '../../features/market/AccessProductsLink';
import type { AnimalDiseaseRow } from '../../../contracts/market/models';
import { ListFilters } from '../../features/market/ListFilters';
import { listOrMessage } from '../../lib/loaders';
import { ListTable } from '../../features/market/ListTable';
import type { Column } from '../../ui/DataTable';
import { csvHrefOf, listParams } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
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
    listOrMessage(
      () =>
        api.call(marketCalls.animalDiseases, {
          body: {
            page: params.page,
            limit: MARKET_PAGE_SIZE.lists,
            queryWord: params.keywords || undefined,
            countryCodeList: params.countryCode ? [params.countryCode] : undefined,
          },
        }),
      { searchOf: 'diseases, areas or countries' },
    ),
    api.call(marketCalls.plagueCountries),
  ]);
  return { params, diseases, countries: countries.list.map((c) => ({ value: c.countryCode, label: c.countryName })) };
}

function WithOriginal({ en, zh }: { en: string; zh: string }) {
  if (!en || !zh || en === zh) return <>{en || zh}</>;
  return (
    <>
      {en}
      <span className="market-original" lang="zh-CN">
        {zh}
      </span>
    </>
  );
}

const COLUMNS: Column<AnimalDiseaseRow>[] = [
  { header: 'Country', cell: (d) => d.countryName },
  { header: 'Area', cell: (d) => d.areaName },
  // English first; the Chinese original of the announcement is kept beside it (it stands alone when no English is recorded, §3).
  { header: 'Disease', cell: (d) => <WithOriginal en={d.plagueName} zh={d.plagueNameAlias} /> },
  { header: 'Ban', className: 'ui-table__wide', cell: (d) => <WithOriginal en={d.plagueContent} zh={d.plagueContentAlias} /> },
  { header: 'Since', className: 'ui-nowrap', cell: (d) => d.banDate },
  { header: 'Access products', cell: (d) => <AccessProductsLink accessType={d.accessType as AccessType} countryCode={d.countryCode} /> },
];

export default function AnimalDiseases({ loaderData }: Route.ComponentProps) {
  const { params, diseases, countries } = loaderData;
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        Animal disease bans
      </h1>
      <ListFilters
        params={params}
        countries={countries}
        keywordLabel="Disease, area or country"
        csvHref={csvHrefOf('animalDisease', params)}
      />
      <ListTable page={diseases} columns={COLUMNS} rowKey={(d) => d.id} params={params} />
    </section>
  );
}
