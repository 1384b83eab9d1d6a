import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/**
 * The market pages' own text (tabs, filters, headings, columns, buttons, page titles); the names of the market's
 * codes and the eligibility answer are in contracts/market/messages, which the server writes with too.
 */
export const marketMessages = catalogue('market', en, zh);
