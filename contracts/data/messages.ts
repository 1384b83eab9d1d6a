import { catalogue } from '../core/i18n';
import en from './files/messages/en.json';
import zh from './files/messages/zh.json';

/**
 * The data downloads' own text (server/modules/data/downloads.ts): titles, column headers and the notes on source
 * and freshness, in the language of the page that linked them. English keeps the API's field names as headers.
 */
export const dataFileMessages = catalogue('dataFiles', en, zh);
