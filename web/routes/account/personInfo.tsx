import type { Route } from './+types/personInfo';
import { ProfileForm } from '../../features/accounts/ProfileForm';
import { useT } from '../../lib/i18n';
import { accountsMessages, accountsTitle } from '../../features/accounts/messages';
import { useAccountUser } from './layout';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: accountsTitle(matches, 'personInfo') }];

export default function PersonInfo() {
  const t = useT(accountsMessages);
  const user = useAccountUser();
  return (
    <>
      <h1 className="account-area__title">{t('titles.personInfo')}</h1>
      <ProfileForm user={user} />
    </>
  );
}
