import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The supplier check's pages (docs/supplier-check.md); the answer's sentences come from the API in the page's language. */
export const checkMessages = catalogue('check', en, zh);
