import type { Route } from './+types/supervision';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import { customsUpdatePath, NEWS_FEEDS } from '../../../contracts/news/pages';
import { countryOptions, listOrMessage } from '../../lib/loaders';
import { newsMessages } from '../../features/news/messages';
import { listMeta, newsText } from '../../features/news/meta';
import { NewsTable, useCustomsColumns } from '../../features/news/NewsLists';
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
        api.call(newsCalls.customsUpdates, {
          body: {
            page: params.page,
            limit: NEWS_PAGE_SIZE.lists,
            lang,
            // §2: the country filter is sent as a list (area).
            area: params.countryCode ? [params.countryCode] : undefined,
            content: params.content,
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
    title: t('sections.customs'),
    description: t('descriptions.customs'),
    canonical: data?.canonical ?? '',
    feed: NEWS_FEEDS.supervision,
  });
};

export default function Supervision({ loaderData }: Route.ComponentProps) {
  const t = useT(newsMessages);
  const columns = useCustomsColumns(customsUpdatePath);
  const { params, rows, countries } = loaderData;
  return (
    <section aria-labelledby="news-list-title">
      <h1 id="news-list-title" className="news-title">
        {t('sections.customs')}
      </h1>
      <SectionSource section="customs" />
      <FilterBar
        selects={[
          {
            name: 'countryCode',
            label: t('filters.countryArea'),
            value: params.countryCode,
            options: countries,
            allLabel: t('filters.allCountries'),
          },
        ]}
        keyword={{ name: 'content', label: t('filters.contentKeyword'), value: params.content }}
      />
      <NewsTable page={rows} columns={columns} rowKey={(u) => u.id} params={params} caption={t('sections.customs')} />
    </section>
  );
}
