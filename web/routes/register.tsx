import type { Route } from './+types/register';
import type { RouteHandle } from '../root';
import { kitIsland } from '../ui/kit/island';
import accountsCss from '../features/accounts/accounts.css?url';
import { siteCalls } from '../../contracts/site/calls';
import { createApi } from '../lib/api';
import { useT } from '../lib/i18n';
import { accountsMessages, accountsTitle } from '../features/accounts/messages';

/** The form is a kit part: painted from the server's markup, hydrated once the kit has loaded. */
const RegisterForm = kitIsland(() => import('../features/accounts/RegisterForm').then((m) => m.RegisterForm));

export const handle: RouteHandle = { layout: 'login' };
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountsCss }];
export const meta: Route.MetaFunction = ({ matches }) => [{ title: accountsTitle(matches, 'register') }];

/** The registration agreement shown in the dialog; without it the dialog says so rather than failing the page. */
export async function loader({ context }: Route.LoaderArgs) {
  const agreements = await createApi(context.api)
    .call(siteCalls.agreements, { query: { agreementType: 'REGISTRATION' } })
    .catch(() => ({ list: [], total: 0 }));
  return { agreement: agreements.list[0] };
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const t = useT(accountsMessages);
  return (
    <div className="account-card account-card--wide">
      <h1 className="account-card__title">{t('titles.register')}</h1>
      <RegisterForm agreement={loaderData.agreement} />
    </div>
  );
}
