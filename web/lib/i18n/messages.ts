import { catalogue } from '../../../contracts/core/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The portal's own name in each language (titles, the header, mails). */
export const siteMessages = catalogue('site', en, zh);
