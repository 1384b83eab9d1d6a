import { Link, useRouteLoaderData } from 'react-router';
import { signInHref } from '../../lib/redirect';
import { PlusIcon } from '../../ui/icons';
import { useT } from '../../lib/i18n';
import { homeMessages } from './messages';

/** Where 'Post products for sale' leads: the supply form (type 1), through sign-in for a visitor. */
export const RELEASE_SUPPLY_PATH = '/community/release?type=1';

/** §2: the home page's 'Post products for sale' needs a session; a visitor signs in first and comes back to the form. */
export function PostForSale() {
  const t = useT(homeMessages);
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>('root')?.user);
  return (
    <Link className="home-post" to={signedIn ? RELEASE_SUPPLY_PATH : signInHref(RELEASE_SUPPLY_PATH)}>
      <PlusIcon /> {t('postForSale')}
    </Link>
  );
}
