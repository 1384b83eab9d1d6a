import { pageCatalogue } from '../../lib/i18n';

/**
 * The market pages' own text (tabs, filters, headings, columns, buttons, page titles); the names of the market's
 * codes and the eligibility answer are in contracts/market/messages, which the server writes with too.
 */
export const marketMessages = await pageCatalogue(
  'market',
  { en: () => import('./messages/en.json'), zh: () => import('./messages/zh.json') },
  // English on every page too: the market tabs name tracked clicks in English.
  { english: true },
);
