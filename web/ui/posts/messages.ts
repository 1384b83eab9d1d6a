import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/**
 * What posts, topics and the parts they share show (review status, photos, report, favourites, comments,
 * uploads): web/ui/posts, web/ui/comments, web/ui/uploads and the collect button.
 */
export const postsMessages = catalogue('posts', en, zh);
