import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** Company verification: the badge, the public page of a verification, the account's apply and status pages, the review queue. */
export const companiesMessages = catalogue('companies', en, zh);
