import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The supply and demand board, its posts and the Post Leads form. */
export const leadsMessages = catalogue('leads', en, zh);
