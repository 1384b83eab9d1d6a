import { KEYWORD_MAX } from '../core/rules';
import { OFFER_LIMITS } from '../leads/codes';
import { grouped } from '../core/format';
import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/**
 * What supply and demand posts (contracts/leads) and forum topics (contracts/forum) share: §2 'Community B2B', 'Post
 * Leads', 'Topic community'; §3; §5; §8: the form's client, limits and messages.
 */

/** The client every form names (§3 'Lead form', 'Topic form'). */
export const CLIENT_PC = 'PC';

export const POSTING_LIMITS = {
  /** §5, §9. */
  leadContentMax: 1000,
  leadContentRows: 8,
  imagesMax: 6,
  topicTitleMin: 5,
  topicTitleMax: 250,
  topicContentMin: 50,
  topicContentMax: 2000,
  /** §9: community lists 10 a page; related topics 5; labels 9999; account lists show 5 images. */
  pageSize: 10,
  relatedTopics: 5,
  labelsPage: 9999,
  accountImages: 5,
  searchMax: KEYWORD_MAX,
  /** A lead stays on the board this many days unless its author renews it. */
  leadLifeDays: 90,
  /** Writes (posts, topics) per user: a flood of posts is refused before it reaches the queue. */
  writesPerHour: 10,
  deletesIdsMax: 50,
  plantNoMax: 64,
} as const;

export const postingMessages = messageTable('spec-posting', en, zh, {
  titleMax: { max: POSTING_LIMITS.topicTitleMax },
  contentMax: { max: POSTING_LIMITS.topicContentMax },
  leadContentMax: { max: POSTING_LIMITS.leadContentMax },
  tooManyImages: { max: POSTING_LIMITS.imagesMax },
  offerQuantityDecimals: { decimals: OFFER_LIMITS.quantityDecimals },
  offerQuantityMax: {
    t: grouped(OFFER_LIMITS.quantityMax.t),
    kg: grouped(OFFER_LIMITS.quantityMax.kg),
    containers: grouped(OFFER_LIMITS.quantityMax['40ft']),
  },
  offerPriceDecimals: { decimals: OFFER_LIMITS.priceDecimals },
  offerPriceMax: { max: grouped(OFFER_LIMITS.priceMax) },
  offerPortMax: { max: OFFER_LIMITS.portMax },
  offerPackingMax: { max: OFFER_LIMITS.packingMax },
});
export const POSTING_MSG = postingMessages.texts.en;
