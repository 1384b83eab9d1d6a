import type { Route } from './+types/myBuyPost';
import { ownLeads } from '../../features/accounts/post-loaders';
import communityCss from '../../ui/posts/posts.css?url';
import { MyLeads } from '../../features/accounts/MyLists';
import { withQuery } from '../../ui/posts/address';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { accountsMessages, accountsTitle } from '../../features/accounts/messages';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: communityCss }];
export const meta: Route.MetaFunction = ({ matches }) => [{ title: accountsTitle(matches, 'myBuyPost') }];

export const loader = ({ context, request }: Route.LoaderArgs) => ownLeads(createApi(context.api), new URL(request.url), 2);

/** My Buy Post (type 2): your purchase requests in every review status. */
export default function MyBuyPost({ loaderData }: Route.ComponentProps) {
  const t = useT(accountsMessages);
  return (
    <>
      <h1 className="account-area__title">{t('titles.myBuyPost')}</h1>
      <MyLeads page={loaderData.leads} current={loaderData.page} hrefFor={(page) => withQuery('/account/myBuyPost', { type: 2, page })} />
    </>
  );
}
