import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The home page's text: the hero, the search, the rolling message, the widgets' headings and sources. */
export const homeMessages = catalogue('home', en, zh);
