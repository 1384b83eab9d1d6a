import type { Route } from './+types/mySubscriptions';
import { PAGE_SIZE } from '../../../contracts/core/codes';
import { SubscriptionsTable, subscriptionQuery } from '../../features/accounts/SubscriptionsTable';
import { subscriptionCalls } from '../../../contracts/subscriptions/calls';
import { createApi, pageMessage } from '../../lib/api';
import { languageOfRequest, translator, useT } from '../../lib/i18n';
import { accountsMessages, accountsTitle } from '../../features/accounts/messages';
import { useAccountUser } from './layout';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: accountsTitle(matches, 'mySubscriptions') }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { type, accessType, queryWord, page } = subscriptionQuery(new URL(request.url).searchParams);
  const language = languageOfRequest(request);
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
    return {
      page: null,
      error: pageMessage(err, { language, searchOf: translator(language, accountsMessages)('subscriptions.searchOf') }),
    };
  }
}

export default function MySubscriptions({ loaderData }: Route.ComponentProps) {
  const t = useT(accountsMessages);
  const user = useAccountUser();
  return (
    <>
      <h1 className="account-area__title">{t('titles.mySubscriptions')}</h1>
      {loaderData.error && (
        <p className="account-area__error" role="alert">
          {loaderData.error}
        </p>
      )}
      <SubscriptionsTable page={loaderData.page} nickName={user.nickName} />
    </>
  );
}
