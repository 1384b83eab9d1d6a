import { pageCatalogue } from '../../lib/i18n';

/** The data pages' text: titles, tabs, filters, table headers, chart captions and labels. */
export const dataMessages = await pageCatalogue('data', { en: () => import('./messages/en.json'), zh: () => import('./messages/zh.json') });
