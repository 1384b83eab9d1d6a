import { catalogue } from '../core/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The watchlist's alerts (notifications and their mails): what changed for a watched plant, and why the reader hears of it. */
export const alertMessages = catalogue('alerts', en, zh);
