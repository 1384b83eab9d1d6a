import type { Route } from './+types/personInfo';
import { ProfileForm } from '../../features/accounts/ProfileForm';
import { pageTitle } from '../../lib/meta';
import { useAccountUser } from './layout';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Personal Information') }];

export default function PersonInfo() {
  const user = useAccountUser();
  return (
    <>
      <h1 className="account-area__title">Personal Information</h1>
      <ProfileForm user={user} />
    </>
  );
}
