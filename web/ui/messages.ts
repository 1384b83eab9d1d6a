import { catalogue } from '../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The shared figures' own text (a table's source note, its downloads, a chart that could not draw) and the kit's controls' names. */
export const uiMessages = catalogue('ui', en, zh);
