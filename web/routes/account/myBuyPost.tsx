import type { Route } from './+types/myBuyPost';
import { ownLeads } from '../../features/accounts/post-loaders';
import communityCss from '../../ui/posts/posts.css?url';
import { MyLeads } from '../../features/accounts/MyLists';
import { withQuery } from '../../ui/posts/address';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: communityCss }];
export const meta: Route.MetaFunction = () => [{ title: pageTitle('My Buy Post') }];

export const loader = ({ context, request }: Route.LoaderArgs) => ownLeads(createApi(context.api), new URL(request.url), 2);

/** My Buy Post (type 2): your purchase requests in every review status. */
export default function MyBuyPost({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="account-area__title">My Buy Post</h1>
      <MyLeads page={loaderData.leads} current={loaderData.page} hrefFor={(page) => withQuery('/account/myBuyPost', { type: 2, page })} />
    </>
  );
}
