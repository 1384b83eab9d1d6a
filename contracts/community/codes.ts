import { KEYWORD_MAX, type Shape } from '../core/rules';

/** Community (§2 'Community B2B', 'Post Leads', 'Topic community'; §3; §5; §8): codes, limits and messages. */

/**
 * Lead type (decision 0019): 1 Supply (an offer to sell), 2 Demand (a purchase request), everywhere: the release
 * page, the account menu (My Supply Post type=1, My Buy Post type=2) and the board, whose tab 'For Buyers' (1)
 * shows the offers buyers read and 'For Suppliers' (2) the requests suppliers answer.
 */
export const LEAD_TYPE = { SUPPLY: 1, DEMAND: 2 } as const;
export const LEAD_TYPES = [LEAD_TYPE.SUPPLY, LEAD_TYPE.DEMAND] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_TYPE_LABEL: Record<LeadType, string> = { 1: 'Supply', 2: 'Demand' };
export const BOARD_TAB_LABEL: Record<LeadType, string> = { 1: 'For Buyers', 2: 'For Suppliers' };

/** Topic list tabs (§2): Last Release 1, Top 2, Selection 3. */
export const TOPIC_TAB = { LAST: 1, TOP: 2, SELECTION: 3 } as const;
export const TOPIC_TABS = [1, 2, 3] as const;
export const TOPIC_TAB_LABEL: Record<(typeof TOPIC_TABS)[number], string> = { 1: 'Last Release', 2: 'Top', 3: 'Selection' };

/** A label class's or label's code, as the forum's filters take it. */
export const LABEL_CODE: Shape = { pattern: /^[A-Z0-9_]{1,40}$/, message: 'must be a label code' };

/** The client every form names (§3 'Lead form', 'Topic form'). */
export const CLIENT_PC = 'PC';

export const COMMUNITY_LIMITS = {
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

export const COMMUNITY_MSG = {
  /** §8. */
  released: 'release successful',
  success: 'success',
  titleMin: 'Titile is  at least  5 characters',
  contentMin: 'Content is  at least  50 characters',
  titleMax: `The title has at most ${COMMUNITY_LIMITS.topicTitleMax} characters`,
  contentMax: `The content has at most ${COMMUNITY_LIMITS.topicContentMax} characters`,
  leadContentMax: `The content has at most ${COMMUNITY_LIMITS.leadContentMax} characters`,
  empty: 'Cannot be empty',
  selectAccessType: 'Select the product type',
  selectGoodsType: 'Select the product',
  selectLabelClass: 'Select the label class',
  tooManyImages: `At most ${COMMUNITY_LIMITS.imagesMax} photos`,
  photoOrVideo: 'A topic has photos or a video, not both',
  unknownGoodsType: 'This product is not in the list of that product type',
  unknownLabel: 'This label is not in the chosen label class',
  leadNotFound: 'No such supply and demand post',
  topicNotFound: 'No such topic',
  tooFast: 'You are posting too fast; please wait and try again later',
  plantNotFound: 'No plant has this Reg.No. in this country for this product type',
  plantOnlySupply: 'Only a supply post names a plant',
  notExpiring: 'Only your own approved or expired posts can be renewed',
  confirmDeleteLead: 'Are you sure to delete the supply and demand？',
  confirmDeleteTopic: 'Are you sure to delete the Topic?',
} as const;
