import { redirect } from 'react-router';
import { MY_ACCOUNT_PATH } from '../../lib/paths';

/** /account itself opens the page 'My Account' leads to. */
export function loader() {
  throw redirect(MY_ACCOUNT_PATH);
}

export default function AccountIndex() {
  return null;
}
