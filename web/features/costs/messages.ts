import { pageCatalogue } from '../../lib/i18n';

/** The landed-cost page's own text (web/routes/data/landed-cost.tsx). */
export const costsMessages = await pageCatalogue('costs', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});
