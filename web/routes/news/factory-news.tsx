import type { Route } from './+types/factory-news';
import { ACCESS_TYPES } from '../../../contracts/core/codes';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import { factoryNewsPath, NEWS_FEEDS } from '../../../contracts/news/pages';
import { countryOptions, listOrMessage } from '../../lib/loaders';
import { newsMessages } from '../../features/news/messages';
import { listMeta, newsText } from '../../features/news/meta';
import { NewsTable, useNewsColumns } from '../../features/news/NewsLists';
import { newsParams } from '../../features/news/params';
import { SectionSource } from '../../features/news/SourceNote';
import { createApi } from '../../lib/api';
import { langOfRequest, languageOfMatches, languageOfRequest, useT } from '../../lib/i18n';
import { canonicalUrl } from '../../lib/meta';
import { FilterBar } from '../../ui/FilterBar';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = newsParams(new URL(request.url));
  const api = createApi(context.api);
  const lang = langOfRequest(request);
  const [rows, countries] = await Promise.all([
    listOrMessage(
      () =>
        api.call(newsCalls.factoryNews, {
          body: {
            page: params.page,
            limit: NEWS_PAGE_SIZE.lists,
            lang,
            newsSource: 164,
            accessType: params.accessType,
            countryCode: params.countryCode,
            contentKey: params.contentKey,
          },
        }),
      { language: languageOfRequest(request) },
    ),
    countryOptions(api, lang),
  ]);
  return { params, rows, countries, canonical: canonicalUrl(request.url) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const language = languageOfMatches(matches);
  const t = newsText(language);
  return listMeta({
    language,
    title: t('sections.factory'),
    description: t('descriptions.factory'),
    canonical: data?.canonical ?? '',
    feed: NEWS_FEEDS.factoryNews,
  });
};

export default function FactoryNews({ loaderData }: Route.ComponentProps) {
  const t = useT(newsMessages);
  const columns = useNewsColumns(factoryNewsPath);
  const { params, rows, countries } = loaderData;
  const productTypes = ACCESS_TYPES.map((code) => ({ value: code, label: t(`accessTypes.${code}`) }));
  return (
    <section aria-labelledby="news-list-title">
      <h1 id="news-list-title" className="news-title">
        {t('sections.factory')}
      </h1>
      <SectionSource section="factory" />
      <FilterBar
        selects={[
          {
            name: 'accessType',
            label: t('filters.productType'),
            value: params.accessType,
            options: productTypes,
            allLabel: t('filters.allProductTypes'),
          },
          {
            name: 'countryCode',
            label: t('filters.country'),
            value: params.countryCode,
            options: countries,
            allLabel: t('filters.allCountries'),
          },
        ]}
        keyword={{ name: 'contentKey', label: t('filters.keywordOrPlant'), value: params.contentKey }}
      />
      <NewsTable page={rows} columns={columns} rowKey={(n) => n.id} params={params} caption={t('sections.factory')} />
    </section>
  );
}
