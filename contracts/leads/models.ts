import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { ACCESS_TYPES } from '../core/codes';
import { amount, shaped } from '../core/fields';
import { COUNTRY_CODE, ISO_DAY } from '../core/rules';
import { isoDate } from '../core/dates';
import { CURRENCIES, INCOTERMS } from '../costs/codes';
import { BOARD_SORTS, HOMEPAGE_LEADS_PER_TYPE, OFFER_LIMITS as O, OFFER_PRICE_UNITS, OFFER_QUANTITY_UNITS } from './codes';
import { CHECK_STATUS_FILTER } from '../moderation/codes';
import { CLIENT_PC, POSTING_LIMITS as L, POSTING_MSG as M } from '../posting/codes';
import { media, namedUser, optionalSearch, userInfo } from '../posting/models';

/** Supply and demand post answers and inputs (§3 'Supply/demand post', 'Lead form'). */

export const leadPlantSchema = z.object({
  plantNo: z.string(),
  countryCode: z.string(),
  plantName: z.string(),
  /** The plant's live GACC status (1 Active, 0 Suspended, 2 Pending), shown once an admin confirmed the author speaks for it. */
  status: int().nullable(),
  link: z.string(),
  confirmed: z.boolean(),
});

export const leadSchema = z.object({
  id: int(),
  code: z.string(),
  type: int(),
  checkStatus: int(),
  refuseReason: z.string(),
  accessType: z.string(),
  goodsType: z.string(),
  goodsTypeName: z.string(),
  /** The product's Chinese name (goodsTypeName is the English one): pages show the reader's language. */
  goodsTypeZhName: z.string(),
  userId: int(),
  userInfo,
  enContent: z.string(),
  transformEnTime: z.string(),
  images: z.array(z.string()),
  collected: z.boolean(),
  collectCount: int(),
  comments: int(),
  /** An edit of this approved post waits for review; the public sees the approved version until then (decision 0050). */
  editPending: z.boolean(),
  expiresAt: z.string(),
  expired: z.boolean(),
  plant: leadPlantSchema.nullable(),
  /** The offer's details (docs/community.md 'Structured offers'); null on a free-text post. Amounts are decimal text. */
  originCountry: z.string().nullable().describe("ISO code; a supply post's plant country when the author named none"),
  quantity: z.string().nullable(),
  quantityUnit: z.enum(OFFER_QUANTITY_UNITS).nullable(),
  packing: z.string().nullable(),
  incoterm: z.enum(INCOTERMS).nullable(),
  port: z.string().nullable(),
  price: z.string().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  priceUnit: z.enum(OFFER_PRICE_UNITS).nullable(),
  validUntil: z.string().nullable().describe('The last day the offer holds (YYYY-MM-DD); the post leaves the board after it'),
});
export type Lead = z.infer<typeof leadSchema>;

const priceAmount = (positive?: string) =>
  amount({
    decimals: O.priceDecimals,
    max: O.priceMax,
    positive,
    negative: M.offerPricePositive,
    tooMany: M.offerPriceDecimals,
    tooBig: M.offerPriceMax,
  });

/**
 * The board's filters (/community): what a reader narrows the approved posts by. One schema serves the board call and
 * the saved searches, so a filter added here is one a search can be saved with.
 */
export const leadBoardFilter = z
  .object({
    type: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .optional(),
    searchKey: optionalSearch,
    goodsType: z.string().trim().min(1).max(40).optional().describe('The product: a goods_type or products_approval code'),
    originCountry: shaped(COUNTRY_CODE).optional(),
    incoterm: z.enum(INCOTERMS, M.offerIncoterm).optional(),
    priceMin: priceAmount().optional().describe('Lowest price per tonne in priceCurrency (decision 0053)'),
    priceMax: priceAmount().optional().describe('Highest price per tonne in priceCurrency'),
    priceCurrency: z.enum(CURRENCIES, M.offerUnknownCurrency).optional().describe('The currency of the price range and the price order'),
    sort: z.enum(BOARD_SORTS).optional().describe('newest (default), price (cheapest per tonne first), expiry (soonest to lapse first)'),
  })
  .superRefine((b, ctx) => {
    if ((b.priceMin !== undefined || b.priceMax !== undefined) && !b.priceCurrency) {
      ctx.addIssue({ code: 'custom', path: ['priceCurrency'], message: M.boardPriceCurrency });
    }
    if (b.priceMin !== undefined && b.priceMax !== undefined && Number(b.priceMin) > Number(b.priceMax)) {
      ctx.addIssue({ code: 'custom', path: ['priceMin'], message: M.boardPriceOrder });
    }
  });
export type LeadBoardFilter = z.output<typeof leadBoardFilter>;

export const leadPageBody = leadBoardFilter
  .safeExtend({
    checkStatus: CHECK_STATUS_FILTER.optional(),
    collectUserId: namedUser,
    userId: namedUser.describe('Your own posts, every status (needs a session)'),
  })
  .nullish();

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).nullish();

/** The offer's details of the lead form, each optional (null or left out: none). */
const offerFields = {
  originCountry: shaped(COUNTRY_CODE).nullish().describe('Where the goods come from (ISO code)'),
  quantity: amount({
    decimals: O.quantityDecimals,
    max: Math.max(...Object.values(O.quantityMax)),
    positive: M.offerQuantityPositive,
    negative: M.offerQuantityPositive,
    tooMany: M.offerQuantityDecimals,
    tooBig: M.offerQuantityMax,
  })
    .nullish()
    .describe('Decimal text, 3 decimals; at most 100,000 t, 100,000,000 kg or 1,000 containers'),
  quantityUnit: z.enum(OFFER_QUANTITY_UNITS, M.offerUnknownUnit).nullish(),
  packing: optionalText(O.packingMax, M.offerPackingMax).describe('How the goods are packed (cartons of 20 kg, IQF bulk)'),
  incoterm: z.enum(INCOTERMS, M.offerIncoterm).nullish(),
  port: optionalText(O.portMax, M.offerPortMax).describe("The Incoterm's port or place; needed with an Incoterm, refused without"),
  price: priceAmount(M.offerPricePositive).nullish().describe('Decimal text, 4 decimals, above 0; needs currency and priceUnit'),
  currency: z.enum(CURRENCIES, M.offerUnknownCurrency).nullish(),
  priceUnit: z.enum(OFFER_PRICE_UNITS, M.offerUnknownPriceUnit).nullish(),
  validUntil: shaped(ISO_DAY).nullish().describe('The last day the offer holds (YYYY-MM-DD), today or later'),
};

/** The rules between the offer's fields: a quantity and its unit, a price and its currency and unit, an Incoterm and its port. */
function offerRules(
  b: { [K in keyof typeof offerFields]?: z.output<(typeof offerFields)[K]> },
  ctx: z.RefinementCtx,
  today = isoDate(new Date()),
) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (Boolean(b.quantity) !== Boolean(b.quantityUnit)) issue(b.quantity ? 'quantityUnit' : 'quantity', M.offerQuantityUnit);
  else if (b.quantity && b.quantityUnit && Number(b.quantity) > O.quantityMax[b.quantityUnit]) issue('quantity', M.offerQuantityMax);
  if (b.price) {
    if (!b.currency) issue('currency', M.offerPriceCurrency);
    if (!b.priceUnit) issue('priceUnit', M.offerPriceUnit);
  } else if (b.currency || b.priceUnit) issue('price', M.offerPriceAlone);
  if (b.incoterm && !b.port) issue('port', M.offerIncotermPort);
  if (!b.incoterm && b.port) issue('incoterm', M.offerPortAlone);
  if (b.validUntil && b.validUntil < today) issue('validUntil', M.offerValidityPast);
}

const leadFields = z.object({
  type: z.union([z.literal(1), z.literal(2)], { error: M.empty }),
  accessType: z.enum(ACCESS_TYPES, { error: M.selectAccessType }),
  goodsType: z.string({ error: M.selectGoodsType }).trim().min(1, M.selectGoodsType).max(40),
  content: z.string({ error: M.empty }).trim().min(1, M.empty).max(L.leadContentMax, M.leadContentMax),
  images: z.array(media).max(L.imagesMax, M.tooManyImages).default([]),
  client: z.literal(CLIENT_PC).optional(),
  plantNo: z.string().trim().max(L.plantNoMax).optional().describe('A supply post may name your plant by its Reg.No.'),
  plantCountryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  ...offerFields,
});
export const leadAddBody = leadFields.superRefine((b, ctx) => offerRules(b, ctx));

export const leadCollectBody = z.object({ supplyDemandId: intText({ min: 1 }), userId: namedUser });
export const renewBody = z.object({ id: intText({ min: 1 }) });

/** §7 'supply/demand update': the lead form with the post's id. */
export const leadUpdateBody = leadFields.extend({ id: intText({ min: 1 }) }).superRefine((b, ctx) => offerRules(b, ctx));

/** The home page's B2B block: the newest approved, unexpired posts of each type. */
export const homepageQuery = z.object({
  size: intText({ min: 1, max: 10 }).prefault(HOMEPAGE_LEADS_PER_TYPE).describe('Posts of each type, 1 to 10'),
});
export const homepageSchema = z.object({ supply: z.array(leadSchema), demand: z.array(leadSchema) });
