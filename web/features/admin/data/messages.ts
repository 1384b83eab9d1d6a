import { catalogue } from '../../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The data screens' text: imports (the shell's labels; row messages come from the server), plants, tracking, jobs. */
export const adminDataMessages = catalogue('adminData', en, zh);
