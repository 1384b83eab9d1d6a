import { pageCatalogue } from '../../lib/i18n';

/** The feedback form's labels, /feedback and /ourService (the services and the 18 product categories). */
export const feedbackMessages = await pageCatalogue('feedback', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});
