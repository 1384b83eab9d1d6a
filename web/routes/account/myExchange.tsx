import type { Route } from './+types/myExchange';
import { ownTopics } from '../../features/accounts/post-loaders';
import communityCss from '../../ui/posts/posts.css?url';
import { MyTopics } from '../../features/accounts/MyLists';
import { withQuery } from '../../ui/posts/address';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { accountsMessages, accountsTitle } from '../../features/accounts/messages';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: communityCss }];
export const meta: Route.MetaFunction = ({ matches }) => [{ title: accountsTitle(matches, 'myTopic') }];

export const loader = ({ context, request }: Route.LoaderArgs) => ownTopics(createApi(context.api), new URL(request.url));

/** My Topic: your topics in every review status, a refused one with its reason. */
export default function MyExchange({ loaderData }: Route.ComponentProps) {
  const t = useT(accountsMessages);
  return (
    <>
      <h1 className="account-area__title">{t('titles.myTopic')}</h1>
      <MyTopics page={loaderData.topics} current={loaderData.page} hrefFor={(page) => withQuery('/account/myExchange', { page })} />
    </>
  );
}
