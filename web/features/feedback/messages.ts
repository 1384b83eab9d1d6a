import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The feedback form's labels, /feedback and /ourService (the services and the 18 product categories). */
export const feedbackMessages = catalogue('feedback', en, zh);
