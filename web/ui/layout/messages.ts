import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The chrome's text: header, menu, breadcrumb, footer, the demo-data banner, the language switch. */
export const layoutMessages = catalogue('layout', en, zh);
