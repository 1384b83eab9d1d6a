import type { Route } from './+types/market-news';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE, NEWS_SECTION } from '../../../contracts/news/codes';
import { marketNewsPath, NEWS_FEEDS } from '../../../contracts/news/pages';
import { countryOptions, listOrMessage } from '../../lib/loaders';
import { listMeta } from '../../features/news/meta';
import { NewsTable, newsColumns } from '../../features/news/NewsLists';
import { newsParams } from '../../features/news/params';
import { NEWS_SOURCES, SourceNote } from '../../features/news/SourceNote';
import { createApi } from '../../lib/api';
import { canonicalUrl } from '../../lib/meta';
import { FilterBar } from '../../ui/FilterBar';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = newsParams(new URL(request.url));
  const api = createApi(context.api);
  const [rows, countries] = await Promise.all([
    listOrMessage(() =>
      api.call(newsCalls.marketNews, {
        params: { page: params.page, limit: NEWS_PAGE_SIZE.lists },
        body: { lang: 'en_us', newsSource: 8080, countryCode: params.countryCode, keywords: params.keywords },
      }),
    ),
    countryOptions(api),
  ]);
  return { params, rows, countries, canonical: canonicalUrl(request.url) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  listMeta({
    title: NEWS_SECTION.market,
    description:
      'Market news of the China meat and seafood import trade: market access, tariffs, prices, port arrivals and animal disease.',
    canonical: data?.canonical ?? '',
    feed: NEWS_FEEDS.marketNews,
  });

const COLUMNS = newsColumns(marketNewsPath);

export default function MarketNews({ loaderData }: Route.ComponentProps) {
  const { params, rows, countries } = loaderData;
  return (
    <section aria-labelledby="news-list-title">
      <h1 id="news-list-title" className="news-title">
        {NEWS_SECTION.market}
      </h1>
      <SourceNote source={NEWS_SOURCES.market} />
      <FilterBar
        selects={[{ name: 'countryCode', label: 'Country', value: params.countryCode, options: countries, allLabel: 'All countries' }]}
        keyword={{ name: 'keywords', label: 'Keyword', value: params.keywords }}
      />
      <NewsTable page={rows} columns={COLUMNS} rowKey={(n) => n.id} params={params} caption={NEWS_SECTION.market} />
    </section>
  );
}
