import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import type { UserInfo } from '../../../contracts/accounts/models';
import { AccountNav } from '../../features/accounts/AccountNav';
import accountsCss from '../../features/accounts/accounts.css?url';
import { createApi } from '../../lib/api';
import { requireUser } from '../../ui/posts/require-user';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountsCss }];

/** The account area needs a session: a visitor, or a session that has ended, is sent to sign in (§2, §6). */
export async function loader({ context, request }: Route.LoaderArgs): Promise<{ user: UserInfo }> {
  return { user: await requireUser(createApi(context.api), request) };
}

/** The signed-in user of the account area, for its pages. */
export function useAccountUser(): UserInfo {
  const data = useRouteLoaderData<{ user: UserInfo }>('account');
  if (!data) throw new Error('useAccountUser is only for pages inside the account area');
  return data.user;
}

export default function AccountLayout() {
  return (
    <div className="account-area">
      <AccountNav />
      <section className="account-area__content">
        <Outlet />
      </section>
    </div>
  );
}
