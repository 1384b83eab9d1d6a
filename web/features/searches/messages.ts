import { pageCatalogue } from '../../lib/i18n';

/** Saved searches of the supply and demand board: the board's Save button and the account area's list. */
export const searchesMessages = await pageCatalogue('searches', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});
