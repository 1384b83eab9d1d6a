import { pageCatalogue } from '../lib/i18n';

/** The shared figures' own text (a table's source note, its downloads, a chart that could not draw) and the kit's controls' names. */
export const uiMessages = await pageCatalogue('ui', { en: () => import('./messages/en.json'), zh: () => import('./messages/zh.json') });
