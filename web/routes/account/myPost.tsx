import type { Route } from './+types/myPost';
import { ownLeads } from '../../features/accounts/post-loaders';
import communityCss from '../../ui/posts/posts.css?url';
import { MyLeads } from '../../features/accounts/MyLists';
import { withQuery } from '../../ui/posts/address';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { accountsMessages, accountsTitle } from '../../features/accounts/messages';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: communityCss }];
export const meta: Route.MetaFunction = ({ matches }) => [{ title: accountsTitle(matches, 'myPost') }];

export const loader = ({ context, request }: Route.LoaderArgs) => ownLeads(createApi(context.api), new URL(request.url));

/** /account/myPost: all your supply and demand posts together, in every review status. */
export default function MyPost({ loaderData }: Route.ComponentProps) {
  const t = useT(accountsMessages);
  return (
    <>
      <h1 className="account-area__title">{t('titles.myPost')}</h1>
      <MyLeads page={loaderData.leads} current={loaderData.page} hrefFor={(page) => withQuery('/account/myPost', { page })} />
    </>
  );
}
