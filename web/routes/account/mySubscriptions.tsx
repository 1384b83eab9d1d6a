import type { Route } from './+types/mySubscriptions';
import { PAGE_SIZE } from '../../../contracts/core/codes';
import { SubscriptionsTable, subscriptionQuery } from '../../features/accounts/SubscriptionsTable';
import { subscriptionCalls } from '../../../contracts/subscriptions/calls';
import { createApi, pageMessage } from '../../lib/api';
import { pageTitle } from '../../lib/meta';
import { useAccountUser } from './layout';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('My Subscriptions') }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { type, accessType, queryWord, page } = subscriptionQuery(new URL(request.url).searchParams);
  try {
    return {
      page: await createApi(context.api).call(subscriptionCalls.list, {
        params: { page, limit: PAGE_SIZE.default },
        body: { subscribeType: type, accessType, queryWord },
      }),
      error: null,
    };
  } catch (err) {
    // The list is the page: a failure shows as a message above an empty table rather than an error page.
    return { page: null, error: pageMessage(err, { searchOf: 'your subscriptions' }) };
  }
}

export default function MySubscriptions({ loaderData }: Route.ComponentProps) {
  const user = useAccountUser();
  return (
    <>
      <h1 className="account-area__title">My Subscriptions</h1>
      {loaderData.error && (
        <p className="account-area__error" role="alert">
          {loaderData.error}
        </p>
      )}
      <SubscriptionsTable page={loaderData.page} nickName={user.nickName} />
    </>
  );
}
