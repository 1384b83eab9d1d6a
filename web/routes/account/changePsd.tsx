import type { Route } from './+types/changePsd';
import { PasswordForm } from '../../features/accounts/PasswordForm';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Change Password') }];

export default function ChangePassword() {
  return (
    <>
      <h1 className="account-area__title">Change Password</h1>
      <PasswordForm />
    </>
  );
}
