import { redirect } from 'react-router';
import type { Route } from './+types/login';
import type { RouteHandle } from '../root';
import { kitIsland } from '../ui/kit/island';
import accountsCss from '../features/accounts/accounts.css?url';
import { accountsCalls } from '../../contracts/accounts/calls';
import { createApi } from '../lib/api';
import { useT } from '../lib/i18n';
import { accountsMessages, accountsTitle } from '../features/accounts/messages';
import { REDIRECT_PARAM, safeRedirect } from '../lib/redirect';
import { hasSessionCookie } from '../lib/session';

/** The form is a kit part: painted from the server's markup, hydrated once the kit has loaded. */
const LoginForm = kitIsland(() => import('../features/accounts/LoginForm').then((m) => m.LoginForm));

export const handle: RouteHandle = { layout: 'login' };
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountsCss }];
export const meta: Route.MetaFunction = ({ matches }) => [{ title: accountsTitle(matches, 'signIn') }];

/** A visitor who is already signed in has nothing to do here: on to where sign-in would have led. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!hasSessionCookie(request.headers.get('cookie'))) return null;
  const user = await createApi(context.api)
    .call(accountsCalls.info)
    .catch(() => null);
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM)));
  return null;
}

export default function Login() {
  const t = useT(accountsMessages);
  return (
    <div className="account-card">
      <h1 className="account-card__title">{t('titles.signIn')}</h1>
      <LoginForm />
    </div>
  );
}
