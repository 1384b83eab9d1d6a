import { Link } from 'react-router';
import type { Route } from './+types/index';
import { topicCalls } from '../../../contracts/forum/calls';
import { TOPIC_TAB_LABEL, TOPIC_TABS } from '../../../contracts/forum/codes';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';
import { siteCalls } from '../../../contracts/site/calls';
import communityCss from '../../ui/posts/posts.css?url';
import { forumHref as hrefOf, forumParams } from '../../features/forum/params';
import { kitIsland } from '../../ui/kit/island';
import { forumMessages } from '../../features/forum/messages';
import { createApi } from '../../lib/api';
import { listOrMessage } from '../../lib/loaders';
import { languageOfMatches, languageOfRequest, translator, useLanguage, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { dictionaryName } from '../../ui/posts/dictionary-name';
import { track } from '../../lib/tracking';
import { EmptyState, ListProblem, useClearFilters } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: communityCss }];
export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(languageOfMatches(matches), forumMessages);
  return [{ title: pageTitle(t('forum.title')) }, { name: 'description', content: t('forum.description') }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = forumParams(new URL(request.url));
  const language = languageOfRequest(request);
  const api = createApi(context.api);
  const [classes, labels, topics] = await Promise.all([
    api.call(siteCalls.dictionary, { query: { dicCode: 'community_label_class' } }),
    api.call(topicCalls.labels, { params: { page: 1, limit: POSTING_LIMITS.labelsPage }, body: { labelStatus: 1, who: 'PC' } }),
    listOrMessage(
      () =>
        api.call(topicCalls.page, {
          params: { page: params.page, limit: POSTING_LIMITS.pageSize },
          body: { checkStatus: 2, labelClass: params.labelClass, labelCode: params.labelCode, content: params.content, tab: params.tab },
        }),
      { language, searchOf: translator(language, forumMessages)('forum.searchOf') },
    ),
  ]);
  return { params, classes: classes.list, labels: labels.list, topics };
}

/** The label dropdown, the search and 'start a topic', and each topic, are kit parts hydrated after the first paint (decision 0065). */
const ForumControls = kitIsland(() => import('../../features/forum/ForumControls').then((m) => m.ForumControls));
const TopicItem = kitIsland(() => import('../../features/forum/TopicItem').then((m) => m.TopicItem));

/** §2 'Topic community': label classes, tabs, the label dropdown, search and 10 topics a page. */
export default function Forum({ loaderData }: Route.ComponentProps) {
  const t = useT(forumMessages);
  const language = useLanguage();
  const { params, classes, labels, topics } = loaderData;
  // Filters that match nothing are offered cleared; a forum with nothing at all, its first topic.
  const cleared = useClearFilters(
    Boolean(params.labelClass || params.labelCode || params.content || params.tab !== TOPIC_TABS[0]),
    '/exchange',
  );
  const empty = cleared ?? { text: t('forum.none'), action: t('forum.startFirst'), to: '/exchange/exchangeForm' };
  return (
    <section className="community-page" aria-labelledby="forum-title">
      <h1 id="forum-title" className="community-title">
        {t('forum.title')}
      </h1>
      {/* Changing the navigation starts afresh: no search, label or tab, page 1 (§2). */}
      <nav className="community-tabs community-tabs--classes" aria-label={t('forum.classesLabel')}>
        <Link to="/exchange" className={`community-tab${!params.labelClass ? ' community-tab--active' : ''}`}>
          {t('forum.all')}
        </Link>
        {classes.map((c) => (
          <Link
            key={c.dicDetailCode}
            to={hrefOf({ labelClass: c.dicDetailCode })}
            className={`community-tab${params.labelClass === c.dicDetailCode ? ' community-tab--active' : ''}`}
            aria-current={params.labelClass === c.dicDetailCode ? 'page' : undefined}
            onClick={() => track('COMMUNITY_CATEGORY', c.dicDetailEnName, 'exchange')}
          >
            {dictionaryName(c, language)}
          </Link>
        ))}
      </nav>
      <div className="community-bar">
        <nav className="community-filter-tabs" aria-label={t('forum.orderLabel')}>
          {TOPIC_TABS.map((tab) => (
            <Link
              key={tab}
              to={hrefOf({ ...params, tab, page: 1 })}
              className={`community-chip${params.tab === tab ? ' community-chip--active' : ''}`}
              aria-current={params.tab === tab ? 'page' : undefined}
              onClick={() => track('TAB', TOPIC_TAB_LABEL[tab], 'exchange')}
            >
              {t(`tab.${tab}`)}
            </Link>
          ))}
        </nav>
        <ForumControls params={params} labels={labels} />
      </div>
      <ListProblem text={topics.problem} />
      {topics.list.length === 0 ? (
        <EmptyState boxed next={empty} />
      ) : (
        <div className="community-list">
          {topics.list.map((topic) => (
            <TopicItem key={topic.id} topic={topic} />
          ))}
        </div>
      )}
      <Pager page={params.page} total={topics.total} pageSize={POSTING_LIMITS.pageSize} hrefFor={(page) => hrefOf({ ...params, page })} />
    </section>
  );
}
