import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The data pages' text: titles, tabs, filters, table headers, chart captions and labels. */
export const dataMessages = catalogue('data', en, zh);
