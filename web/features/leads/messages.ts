import { pageCatalogue } from '../../lib/i18n';

/** The supply and demand board, its posts and the Post Leads form. */
export const leadsMessages = await pageCatalogue('leads', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});
