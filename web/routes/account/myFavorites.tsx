import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/myFavorites';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';
import { favourites } from '../../features/accounts/post-loaders';
import communityCss from '../../ui/posts/posts.css?url';
import { LeadCard } from '../../features/leads/LeadCard';
import { withQuery } from '../../ui/posts/address';
import { TopicItem } from '../../features/forum/TopicItem';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { accountsMessages, accountsTitle } from '../../features/accounts/messages';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: communityCss }];
export const meta: Route.MetaFunction = ({ matches }) => [{ title: accountsTitle(matches, 'myFavorites') }];

export const loader = ({ context, request }: Route.LoaderArgs) => favourites(createApi(context.api), new URL(request.url));

/** My Favorites: the posts and topics you collected; taking one back reloads the list. */
export default function MyFavorites({ loaderData }: Route.ComponentProps) {
  const t = useT(accountsMessages);
  const { tab, page, leads, topics } = loaderData;
  const { revalidate } = useRevalidator();
  const refresh = () => void revalidate();
  const list = leads ?? topics;
  return (
    <>
      <h1 className="account-area__title">{t('titles.myFavorites')}</h1>
      <nav className="community-tabs" aria-label={t('lists.favouritesLabel')}>
        {(['posts', 'topics'] as const).map((kind) => (
          <Link
            key={kind}
            to={withQuery('/account/myFavorites', { tab: kind === 'posts' ? undefined : kind })}
            className={`community-tab${tab === kind ? ' community-tab--active' : ''}`}
            aria-current={tab === kind ? 'page' : undefined}
          >
            {kind === 'posts' ? t('lists.favouritePosts') : t('lists.favouriteTopics')}
          </Link>
        ))}
      </nav>
      {!list?.list.length ? (
        <EmptyState boxed />
      ) : (
        <div className="community-list">
          {leads?.list.map((lead) => (
            <LeadCard key={lead.id} lead={lead} onCollectChange={refresh} />
          ))}
          {topics?.list.map((topic) => (
            <TopicItem key={topic.id} topic={topic} onCollectChange={refresh} />
          ))}
        </div>
      )}
      <Pager
        page={page}
        total={list?.total ?? 0}
        pageSize={POSTING_LIMITS.pageSize}
        hrefFor={(p) => withQuery('/account/myFavorites', { tab: tab === 'topics' ? tab : undefined, page: p })}
      />
    </>
  );
}
