import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** Saved searches of the supply and demand board: the board's Save button and the account area's list. */
export const searchesMessages = catalogue('searches', en, zh);
