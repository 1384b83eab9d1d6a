import type { Route } from './+types/market-news';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import { marketNewsPath, NEWS_FEEDS } from '../../../contracts/news/pages';
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
        api.call(newsCalls.marketNews, {
          params: { page: params.page, limit: NEWS_PAGE_SIZE.lists },
          body: { lang, newsSource: 8080, countryCode: params.countryCode, keywords: params.keywords },
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
    title: t('sections.market'),
    description: t('descriptions.market'),
    canonical: data?.canonical ?? '',
    feed: NEWS_FEEDS.marketNews,
  });
};

export default function MarketNews({ loaderData }: Route.ComponentProps) {
  const t = useT(newsMessages);
  const columns = useNewsColumns(marketNewsPath);
  const { params, rows, countries } = loaderData;
  return (
    <section aria-labelledby="news-list-title">
      <h1 id="news-list-title" className="news-title">
        {t('sections.market')}
      </h1>
      <SectionSource section="market" />
      <FilterBar
        selects={[
          {
            name: 'countryCode',
            label: t('filters.country'),
            value: params.countryCode,
            options: countries,
            allLabel: t('filters.allCountries'),
          },
        ]}
        keyword={{ name: 'keywords', label: t('filters.keyword'), value: params.keywords }}
      />
      <NewsTable page={rows} columns={columns} rowKey={(n) => n.id} params={params} caption={t('sections.market')} />
    </section>
  );
}
