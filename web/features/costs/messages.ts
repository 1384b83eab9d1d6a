import { catalogue } from '../../../contracts/core/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The landed-cost page's own text (web/routes/data/landed-cost.tsx). */
export const costsMessages = catalogue('costs', en, zh);
