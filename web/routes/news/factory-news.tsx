import type { Route } from './+types/factory-news';
import { ACCESS_TYPE_LABEL, ACCESS_TYPES } from '../../../contracts/core/codes';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE, NEWS_SECTION } from '../../../contracts/news/codes';
import { factoryNewsPath, NEWS_FEEDS } from '../../../contracts/news/pages';
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
      api.call(newsCalls.factoryNews, {
        body: {
          page: params.page,
          limit: NEWS_PAGE_SIZE.lists,
          lang: 'zh_cn',
          newsSource: 164,
          accessType: params.accessType,
          countryCode: params.countryCode,
          contentKey: params.contentKey,
        },
      }),
    ),
    countryOptions(api),
  ]);
  return { params, rows, countries, canonical: canonicalUrl(request.url) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  listMeta({
    title: NEWS_SECTION.factory,
    description: 'News about overseas meat and seafood plants exporting to China: registrations, renewals, suspensions and inspections.',
    canonical: data?.canonical ?? '',
    feed: NEWS_FEEDS.factoryNews,
  });

const COLUMNS = newsColumns(factoryNewsPath);
const PRODUCT_TYPES = ACCESS_TYPES.map((code) => ({ value: code, label: ACCESS_TYPE_LABEL[code] }));

export default function FactoryNews({ loaderData }: Route.ComponentProps) {
  const { params, rows, countries } = loaderData;
  return (
    <section aria-labelledby="news-list-title">
      <h1 id="news-list-title" className="news-title">
        {NEWS_SECTION.factory}
      </h1>
      <SourceNote source={NEWS_SOURCES.factory} />
      <FilterBar
        selects={[
          { name: 'accessType', label: 'Product type', value: params.accessType, options: PRODUCT_TYPES, allLabel: 'All product types' },
          { name: 'countryCode', label: 'Country', value: params.countryCode, options: countries, allLabel: 'All countries' },
        ]}
        keyword={{ name: 'contentKey', label: 'Keyword or plant name', value: params.contentKey }}
      />
      <NewsTable page={rows} columns={COLUMNS} rowKey={(n) => n.id} params={params} caption={NEWS_SECTION.factory} />
    </section>
  );
}
