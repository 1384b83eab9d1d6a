import { redirect } from 'react-router';

/** /market opens the company list (§2). */
export function loader() {
  throw redirect('/market/company');
}

export default function MarketIndex() {
  return null;
}
