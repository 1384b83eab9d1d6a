import type { Route } from './+types/mySupplyPost';
import { ownLeads } from '../../features/accounts/post-loaders';
import communityCss from '../../ui/posts/posts.css?url';
import { MyLeads } from '../../features/accounts/MyLists';
import { withQuery } from '../../ui/posts/address';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { accountsMessages, accountsTitle } from '../../features/accounts/messages';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: communityCss }];
export const meta: Route.MetaFunction = ({ matches }) => [{ title: accountsTitle(matches, 'mySupplyPost') }];

export const loader = ({ context, request }: Route.LoaderArgs) => ownLeads(createApi(context.api), new URL(request.url), 1);

/** My Supply Post (type 1): your offers in every review status. */
export default function MySupplyPost({ loaderData }: Route.ComponentProps) {
  const t = useT(accountsMessages);
  return (
    <>
      <h1 className="account-area__title">{t('titles.mySupplyPost')}</h1>
      <MyLeads
        page={loaderData.leads}
        current={loaderData.page}
        hrefFor={(page) => withQuery('/account/mySupplyPost', { type: 1, page })}
      />
    </>
  );
}
