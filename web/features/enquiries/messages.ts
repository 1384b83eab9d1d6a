import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The account area's messages pages: the conversation list and a thread. */
export const enquiriesMessages = catalogue('enquiries', en, zh);
