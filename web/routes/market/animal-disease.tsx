import type { Route } from './+types/animal-disease';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import { type AccessType } from '../../../contracts/core/codes';
import { langOf } from '../../../contracts/core/languages';
import { AccessProductsLink } from '../../features/market/AccessProductsLink';
import type { AnimalDiseaseRow } from '../../../contracts/market/models';
import { Data, InBothLanguages } from '../../features/market/Bilingual';
import { ListFilters } from '../../features/market/ListFilters';
import { marketMessages } from '../../features/market/messages';
import { listMeta } from '../../features/market/meta';
import { listOrMessage } from '../../lib/loaders';
import { ListTable } from '../../features/market/ListTable';
import type { Column } from '../../ui/DataTable';
import { downloadsOf, listParams } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { langOfRequest, languageOfRequest, translator, useLanguage, useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => listMeta(matches, 'disease');

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = listParams(new URL(request.url));
  const lang = langOfRequest(request);
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
            lang,
          },
        }),
      { language: languageOfRequest(request), searchOf: translator(languageOfRequest(request), marketMessages)('disease.searchOf') },
    ),
    api.call(marketCalls.plagueCountries, { query: { lang } }),
  ]);
  return { params, diseases, countries: countries.list.map((c) => ({ value: c.countryCode, label: c.countryName })) };
}

export default function AnimalDiseases({ loaderData }: Route.ComponentProps) {
  const { params, diseases, countries } = loaderData;
  const t = useT(marketMessages);
  const language = useLanguage();
  // The announcement is in Chinese (the *Alias fields) and mostly in English too: the reader's language first.
  const columns: Column<AnimalDiseaseRow>[] = [
    { header: t('common.country'), cell: (d) => <Data text={d.countryName} /> },
    { header: t('disease.area'), cell: (d) => <Data text={d.areaName} /> },
    { header: t('disease.disease'), cell: (d) => <InBothLanguages en={d.plagueName} zh={d.plagueNameAlias} note={false} /> },
    {
      header: t('disease.ban'),
      className: 'ui-table__wide',
      cell: (d) => <InBothLanguages en={d.plagueContent} zh={d.plagueContentAlias} note={false} />,
    },
    { header: t('disease.since'), className: 'ui-nowrap', cell: (d) => d.banDate },
    {
      header: t('disease.accessProducts'),
      cell: (d) => <AccessProductsLink accessType={d.accessType as AccessType} countryCode={d.countryCode} />,
    },
  ];
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        {t('disease.title')}
      </h1>
      <ListFilters
        params={params}
        countries={countries}
        keywordLabel={t('disease.keyword')}
        downloads={downloadsOf('animalDisease', params, langOf(language))}
      />
      <ListTable page={diseases} columns={columns} rowKey={(d) => d.id} params={params} />
    </section>
  );
}
