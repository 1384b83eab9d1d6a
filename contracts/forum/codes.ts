import type { Shape } from '../core/rules';
import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The topic forum (§2 'Topic community'): its list tabs. */

/** Topic list tabs (§2): Last Release 1, Top 2, Selection 3. */
export const TOPIC_TAB = { LAST: 1, TOP: 2, SELECTION: 3 } as const;
export const TOPIC_TABS = [1, 2, 3] as const;
export const TOPIC_TAB_LABEL: Record<(typeof TOPIC_TABS)[number], string> = { 1: 'Last Release', 2: 'Top', 3: 'Selection' };

/** What the forum's own rules say, in both languages. */
export const forumMessages = messageTable('spec-forum', en, zh);
/** A label class's or label's code, as the forum's filters take it. */
export const LABEL_CODE: Shape = { pattern: /^[A-Z0-9_]{1,40}$/, message: forumMessages.texts.en.labelCode };
