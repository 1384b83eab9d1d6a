import type { Route } from './+types/changePsd';
import { PasswordForm } from '../../features/accounts/PasswordForm';
import { useT } from '../../lib/i18n';
import { accountsMessages, accountsTitle } from '../../features/accounts/messages';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: accountsTitle(matches, 'changePassword') }];

export default function ChangePassword() {
  const t = useT(accountsMessages);
  return (
    <>
      <h1 className="account-area__title">{t('titles.changePassword')}</h1>
      <PasswordForm />
    </>
  );
}
