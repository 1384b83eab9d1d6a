import { pageCatalogue } from '../../lib/i18n';

/** The supplier check's pages (docs/supplier-check.md); the answer's sentences come from the API in the page's language. */
export const checkMessages = await pageCatalogue('check', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});
