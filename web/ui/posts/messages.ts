import { pageCatalogue } from '../../lib/i18n';

/**
 * What posts, topics and the parts they share show (review status, photos, report, favourites, comments,
 * uploads): web/ui/posts, web/ui/comments, web/ui/uploads and the collect button.
 */
export const postsMessages = await pageCatalogue('posts', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});
