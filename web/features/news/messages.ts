import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The news pages' text: tabs, lists, filters, an item's page, the sources of each section. */
export const newsMessages = catalogue('news', en, zh);
