import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The topic forum: its list, a topic, and the Release a topic form. */
export const forumMessages = catalogue('forum', en, zh);
