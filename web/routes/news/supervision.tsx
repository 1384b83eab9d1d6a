import type { Route } from './+types/supervision';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE, NEWS_SECTION } from '../../../contracts/news/codes';
import { customsUpdatePath, NEWS_FEEDS } from '../../../contracts/news/pages';
import { countryOptions, listOrMessage } from '../../lib/loaders';
import { listMeta } from '../../features/news/meta';
import { customsColumns, NewsTable } from '../../features/news/NewsLists';
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
      api.call(newsCalls.customsUpdates, {
        body: {
          page: params.page,
          limit: NEWS_PAGE_SIZE.lists,
          lang: 'en_us',
          // §2: the country filter is sent as a list (area).
          area: params.countryCode ? [params.countryCode] : undefined,
          content: params.content,
        },
      }),
    ),
    countryOptions(api),
  ]);
  return { params, rows, countries, canonical: canonicalUrl(request.url) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  listMeta({
    title: NEWS_SECTION.customs,
    description: 'GACC customs updates on meat and seafood imports: plant registrations, disease bans, inspection and labelling rules.',
    canonical: data?.canonical ?? '',
    feed: NEWS_FEEDS.supervision,
  });

const COLUMNS = customsColumns(customsUpdatePath);

export default function Supervision({ loaderData }: Route.ComponentProps) {
  const { params, rows, countries } = loaderData;
  return (
    <section aria-labelledby="news-list-title">
      <h1 id="news-list-title" className="news-title">
        {NEWS_SECTION.customs}
      </h1>
      <SourceNote source={NEWS_SOURCES.customs} />
      <FilterBar
        selects={[
          { name: 'countryCode', label: 'Country / area', value: params.countryCode, options: countries, allLabel: 'All countries' },
        ]}
        keyword={{ name: 'content', label: 'Content keyword', value: params.content }}
      />
      <NewsTable page={rows} columns={COLUMNS} rowKey={(u) => u.id} params={params} caption={NEWS_SECTION.customs} />
    </section>
  );
}
