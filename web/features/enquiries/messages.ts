import { pageCatalogue } from '../../lib/i18n';

/** The account area's messages pages: the conversation list and a thread. */
export const enquiriesMessages = await pageCatalogue('enquiries', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});
