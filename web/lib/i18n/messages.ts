import { pageCatalogue } from './page-catalogue';

/** The portal's own name in each language (titles, the header, mails). */
export const siteMessages = await pageCatalogue('site', { en: () => import('./messages/en.json'), zh: () => import('./messages/zh.json') });
