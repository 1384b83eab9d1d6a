import { catalogue } from '../core/i18n';
import type { Language } from '../core/languages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The downloads' own words (decision 0018's one writer): sheet names, the notes' labels, and the market lists' titles and column headers. */
export const downloadMessages = catalogue('downloads', en, zh);

const COLUMNS: Record<Language, typeof en.columns> = { en: en.columns, zh: zh.columns };

/** The market lists' column headers in a language, readable and as their pages name the columns. */
export const downloadColumns = (language: Language) => COLUMNS[language];
