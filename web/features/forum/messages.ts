import { pageCatalogue } from '../../lib/i18n';

/** The topic forum: its list, a topic, and the Release a topic form. */
export const forumMessages = await pageCatalogue('forum', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});
