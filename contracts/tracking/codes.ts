import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** 'POST event add' (§7 'Knowledge base, feedback, banner, tracking'). */
export const EVENT_CATEGORY_TYPES = ['CLICK', 'COMMUNITY_CATEGORY', 'KNOWLEDGE_TREE', 'TAB', 'GOODS_ACCESS', 'FACTORY_ACCESS'] as const;
export type EventCategoryType = (typeof EVENT_CATEGORY_TYPES)[number];
export const EVENT_CHANNEL_PC = 'PC';
export const TRACKING_LIMITS = { name: 100, area: 100, remark: 200 } as const;
/** The admin screen's range: two weeks by default, at most a quarter. */
export const TRACKING_RANGE = { defaultDays: 14, maxDays: 92 } as const;
export const trackingMessages = messageTable('spec-tracking', en, zh, { badRange: { days: TRACKING_RANGE.maxDays } });
export const TRACKING_MSG = trackingMessages.texts.en;
