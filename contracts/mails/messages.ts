import { catalogue } from '../core/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/**
 * What the portal's mails say, in both languages: the common frame (the portal's name, the signature), the
 * verification codes, the note to an address's owner, notifications and their digest, feedback replies. The server
 * writes them (server/shared/mail/compose.ts); they live here so the web's catalogue check and types see them too.
 */
export const mailMessages = catalogue('mails', en, zh);
