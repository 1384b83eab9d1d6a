import { pageCatalogue } from '../../lib/i18n';

/** The home page's text: the hero, the search, the rolling message, the widgets' headings and sources. */
export const homeMessages = await pageCatalogue('home', { en: () => import('./messages/en.json'), zh: () => import('./messages/zh.json') });
