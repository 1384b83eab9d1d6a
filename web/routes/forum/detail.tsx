import { data, Link } from 'react-router';
import type { Route } from './+types/detail';
import { topicCalls } from '../../../contracts/forum/calls';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';
import { forumPath, topicPath } from '../../../contracts/forum/pages';
import communityCss from '../../ui/posts/posts.css?url';
import { forumMessages } from '../../features/forum/messages';
import { createApi } from '../../lib/api';
import { detailOr404, orEmpty } from '../../lib/loaders';
import { languageOfMatches, translator, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { langOfText } from '../../ui/posts/written-in';
import { kitIsland } from '../../ui/kit/island';
import { EmptyState } from '../../ui/EmptyState';
import { loadComments } from '../../ui/comments/load';

/** The topic itself (author, media, counts, report, comments) is a kit part, hydrated after the first paint (decision 0065). */
const TopicView = kitIsland(() => import('../../features/forum/TopicView').then((m) => m.TopicView));

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: communityCss }];
export const handle = { crumb: (d: unknown) => (d as { topic?: { title: string } } | undefined)?.topic?.title };
export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d
    ? [{ title: pageTitle(d.topic.title) }, { name: 'description', content: d.topic.content.slice(0, 160) }]
    : [{ title: pageTitle(translator(languageOfMatches(matches), forumMessages)('detail.metaTitle')) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get('code');
  if (!code) throw data(null, { status: 404 });
  const api = createApi(context.api);
  const topic = await detailOr404(() => api.call(topicCalls.detail, { query: { code } }));
  const approved = topic.checkStatus === 2;
  const [related, comments] = await Promise.all([
    approved
      ? orEmpty(() =>
          api.call(topicCalls.related, {
            query: { limit: POSTING_LIMITS.relatedTopics, labelClass: topic.labelClass, labelCode: topic.labelCode || undefined, code },
          }),
        )
      : { list: [], total: 0 },
    approved ? loadComments(api, 'COMMUNITY', topic.id) : null,
  ]);
  return { topic, related, comments };
}

/** §2 'Topic detail': author, badges, text, photos with the viewer, video, counts, labels, comments, Related Topic. */
export default function TopicDetail({ loaderData }: Route.ComponentProps) {
  const t = useT(forumMessages);
  const { topic, related, comments } = loaderData;
  const approved = topic.checkStatus === 2;
  return (
    <div className="community-detail">
      <TopicView topic={topic} comments={comments} />
      {approved && (
        <aside className="community-related" aria-labelledby="related-title">
          <h2 id="related-title">{t('detail.related')}</h2>
          {related.list.length === 0 ? (
            <EmptyState />
          ) : (
            <ul>
              {related.list.map((r) => (
                <li key={r.id}>
                  <Link to={topicPath(r.code)} lang={langOfText(r.title)}>
                    {r.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {related.total > POSTING_LIMITS.relatedTopics && (
            <Link to={forumPath(topic.labelClass, topic.labelCode || undefined)}>{t('detail.more')}</Link>
          )}
        </aside>
      )}
    </div>
  );
}
