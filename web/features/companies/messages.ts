import { pageCatalogue } from '../../lib/i18n';

/** Company verification: the badge, the public page of a verification, the account's apply and status pages, the review queue. */
export const companiesMessages = await pageCatalogue('companies', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});
