import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** Subscriptions and likes (§4, §7 'Subscriptions and likes'). */

/** Subscription (§4): subStatus 1 subscribed, 2 not; likePointStatus 1 liked, 2 not. */
export const SUB_STATUS = { SUBSCRIBED: 1, NOT_SUBSCRIBED: 2 } as const;
export const LIKE_STATUS = { LIKED: 1, NOT_LIKED: 2 } as const;
export const SUBSCRIBE_TYPE = { COMPANY: 'COMPANY', FACTORY: 'FACTORY' } as const;
export const SUBSCRIBE_TYPES = [SUBSCRIBE_TYPE.COMPANY, SUBSCRIBE_TYPE.FACTORY] as const;
export type SubscribeType = (typeof SUBSCRIBE_TYPES)[number];

export const subscriptionMessages = messageTable('spec-subscriptions', en, zh);
export const SUBSCRIPTION_MSG = subscriptionMessages.texts.en;
