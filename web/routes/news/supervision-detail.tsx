import type { Route } from './+types/supervision-detail';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE, NEWS_SECTION } from '../../../contracts/news/codes';
import { customsUpdatePath, NEWS_FEEDS } from '../../../contracts/news/pages';
import { detailOr404, orEmpty } from '../../lib/loaders';
import { articleMeta } from '../../features/news/meta';
import { NewsArticle } from '../../features/news/NewsArticle';
import { detailId } from '../../features/news/params';
import { NEWS_SOURCES } from '../../features/news/SourceNote';
import { createApi } from '../../lib/api';
import { canonicalUrl } from '../../lib/meta';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = detailId(new URL(request.url));
  const api = createApi(context.api);
  const update = await detailOr404(() => api.call(newsCalls.customsUpdate, { query: { id } }));
  // Other updates about the same countries, newest first (one more than shown, since this one may be among them).
  const others = await orEmpty(() =>
    api.call(newsCalls.customsUpdates, { body: { area: update.countryCodes, limit: NEWS_PAGE_SIZE.recommended + 1 } }),
  );
  const related = others.list.filter((u) => u.id !== update.id).slice(0, NEWS_PAGE_SIZE.recommended);
  return { update, related, canonical: canonicalUrl(request.url, ['id']) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? articleMeta({
        title: data.update.enTitle,
        description: data.update.summary,
        canonical: data.canonical,
        published: `${data.update.enInfoTime}T00:00:00.000Z`,
        modified: `${data.update.enInfoTime}T00:00:00.000Z`,
        section: NEWS_SECTION.customs,
        feed: NEWS_FEEDS.supervision,
      })
    : [];

/** A GACC update's page: not in the spec's route table, but the feed, the sitemap and the rolling message need an address for each. */
export default function SupervisionDetail({ loaderData }: Route.ComponentProps) {
  const { update, related } = loaderData;
  return (
    <NewsArticle
      key={update.id}
      title={update.enTitle}
      titleZh={update.contentTitle}
      date={update.enInfoTime}
      views={update.views}
      lines={` · ${update.infoCode} · ${update.countryNames.join(', ')}`}
      html={update.contentEng}
      source={NEWS_SOURCES.customs}
      relatedTitle={`More updates on ${update.countryNames.join(', ')}`}
      related={related.map((u) => ({ id: u.id, to: customsUpdatePath(u.id), title: u.enTitle, date: u.enInfoTime }))}
    />
  );
}
