import { KEYWORD_MAX } from '../core/rules';

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

export const POSTING_MSG = {
  /** §8. */
  released: 'release successful',
  success: 'success',
  titleMin: 'Titile is  at least  5 characters',
  contentMin: 'Content is  at least  50 characters',
  titleMax: `The title has at most ${POSTING_LIMITS.topicTitleMax} characters`,
  contentMax: `The content has at most ${POSTING_LIMITS.topicContentMax} characters`,
  leadContentMax: `The content has at most ${POSTING_LIMITS.leadContentMax} characters`,
  empty: 'Cannot be empty',
  selectAccessType: 'Select the product type',
  selectGoodsType: 'Select the product',
  selectLabelClass: 'Select the label class',
  tooManyImages: `At most ${POSTING_LIMITS.imagesMax} photos`,
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
