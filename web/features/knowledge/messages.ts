import { pageCatalogue } from '../../lib/i18n';

/** The knowledge base's text (Think-tank): the tree, the list, an article's frame. */
export const knowledgeMessages = await pageCatalogue('knowledge', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});
