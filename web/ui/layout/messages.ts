import { pageCatalogue } from '../../lib/i18n';

/** The chrome's text: header, menu, breadcrumb, footer, the demo-data banner, the language switch. */
export const layoutMessages = await pageCatalogue(
  'layout',
  { en: () => import('./messages/en.json'), zh: () => import('./messages/zh.json') },
  // English on every page too: the header name tracked clicks in English.
  { english: true },
);
