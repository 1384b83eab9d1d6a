import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The knowledge base's text (Think-tank): the tree, the list, an article's frame. */
export const knowledgeMessages = catalogue('knowledge', en, zh);
