import { pageCatalogue } from '../../../lib/i18n';

/** The content desk's text: article lists and the article form, news, knowledge and its categories, banners, the editor. */
export const adminContentMessages = await pageCatalogue('adminContent', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});
