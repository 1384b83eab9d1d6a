import { pageCatalogue } from '../../lib/i18n';

/** The news pages' text: tabs, lists, filters, an item's page, the sources of each section. */
export const newsMessages = await pageCatalogue('news', { en: () => import('./messages/en.json'), zh: () => import('./messages/zh.json') });
