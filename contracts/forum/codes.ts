/** The topic forum (§2 'Topic community'): its list tabs. */

/** Topic list tabs (§2): Last Release 1, Top 2, Selection 3. */
export const TOPIC_TAB = { LAST: 1, TOP: 2, SELECTION: 3 } as const;
export const TOPIC_TABS = [1, 2, 3] as const;
export const TOPIC_TAB_LABEL: Record<(typeof TOPIC_TABS)[number], string> = { 1: 'Last Release', 2: 'Top', 3: 'Selection' };
