import { catalogue } from '../../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The content desk's text: article lists and the article form, news, knowledge and its categories, banners, the editor. */
export const adminContentMessages = catalogue('adminContent', en, zh);
