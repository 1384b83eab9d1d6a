import type { Route } from './+types/supervision-detail';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import { NEWS_FEEDS } from '../../../contracts/news/pages';
import { detailOr404, orEmpty } from '../../lib/loaders';
import { articleMeta, newsText } from '../../features/news/meta';
import { newsMessages } from '../../features/news/messages';
import { NewsArticle } from '../../features/news/NewsArticle';
import { NoticeChanges } from '../../features/news/NoticeChanges';
import { customsHeadline } from '../../features/news/NewsLists';
import { detailId } from '../../features/news/params';
import { titlesFor } from '../../features/news/titles';
import { createApi } from '../../lib/api';
import { langOfRequest, languageOfMatches, useT } from '../../lib/i18n';
import { canonicalUrl } from '../../lib/meta';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = detailId(new URL(request.url));
  const api = createApi(context.api);
  const lang = langOfRequest(request);
  const update = await detailOr404(() => api.call(newsCalls.customsUpdate, { query: { id, lang } }));
  // Other updates about the same countries, newest first (one more than shown, since this one may be among them).
  const others = await orEmpty(() =>
    api.call(newsCalls.customsUpdates, { body: { area: update.countryCodes, limit: NEWS_PAGE_SIZE.recommended + 1, lang } }),
  );
  const related = others.list.filter((u) => u.id !== update.id).slice(0, NEWS_PAGE_SIZE.recommended);
  return { update, related, canonical: canonicalUrl(request.url, ['id']) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const language = languageOfMatches(matches);
  return articleMeta({
    language,
    title: titlesFor(language, data.update.enTitle, data.update.contentTitle).first.text,
    description: data.update.summary,
    canonical: data.canonical,
    published: `${data.update.enInfoTime}T00:00:00.000Z`,
    modified: `${data.update.enInfoTime}T00:00:00.000Z`,
    section: newsText(language)('sections.customs'),
    feed: NEWS_FEEDS.supervision,
  });
};

/** A GACC update's page: not in the spec's route table, but the feed, the sitemap and the rolling message need an address for each. */
export default function SupervisionDetail({ loaderData }: Route.ComponentProps) {
  const t = useT(newsMessages);
  const { update, related } = loaderData;
  const countries = update.countryNames.join(t('listSeparator'));
  return (
    <NewsArticle
      key={update.id}
      title={update.enTitle}
      titleZh={update.contentTitle}
      date={update.enInfoTime}
      views={update.views}
      lines={
        <>
          {' · '}
          <span translate="no">{update.infoCode}</span>
          {` · ${countries}`}
        </>
      }
      html={update.contentEng}
      source="customs"
      after={<NoticeChanges changes={update.changes} appliedAt={update.appliedAt} />}
      relatedTitle={t('article.moreUpdatesOn', { countries })}
      related={related.map(customsHeadline)}
    />
  );
}
