import { pageCatalogue } from '../../../lib/i18n';

/** The data screens' text: imports (the shell's labels; row messages come from the server), plants, tracking, jobs. */
export const adminDataMessages = await pageCatalogue('adminData', { en: () => import('./messages/en.json'), zh: () => import('./messages/zh.json') });
