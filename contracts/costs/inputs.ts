import { z } from 'zod';
import { int } from '../core/numbers';
import { amount, shaped } from '../core/fields';
import { COUNTRY_CODE, ISO_DAY } from '../core/rules';
import { COST_LIMITS as L, COST_MSG, CURRENCIES, INCOTERM_NEEDS, INCOTERMS, QUANTITY_UNITS } from './codes';

/** The inputs of the landed-cost calls (docs/costs.md): amounts travel as decimal text (or JSON numbers), never floats. */

const charge = amount({
  decimals: 2,
  max: L.maxCharge,
  negative: COST_MSG.chargeNegative,
  tooMany: COST_MSG.chargeDecimals,
  tooBig: COST_MSG.chargeMax,
}).optional();

/** An HS code of 8 digits; dots and spaces are dropped ('0202.30.00' is '02023000'). */
export const hsCode = z
  .string()
  .trim()
  .transform((v) => v.replace(/[.\s]/g, ''))
  .pipe(z.string().regex(/^\d{8}$/, COST_MSG.hsCode));

export const calculationBody = z
  .object({
    hsCode: hsCode.describe('The tariff line: 8 digits, dots allowed'),
    origins: z
      .array(shaped(COUNTRY_CODE))
      .min(1)
      .max(L.maxOrigins, COST_MSG.originsMax)
      .refine((list) => new Set(list).size === list.length, COST_MSG.originsRepeated)
      .describe(`Origin countries (ISO codes), 1 to ${L.maxOrigins}, compared side by side`),
    quantity: amount({
      decimals: L.quantityDecimals,
      max: L.maxQuantityTonnes * 1000,
      positive: COST_MSG.quantityPositive,
      negative: COST_MSG.quantityPositive,
      tooMany: COST_MSG.quantityDecimals,
      tooBig: COST_MSG.quantityMax,
    }),
    unit: z.enum(QUANTITY_UNITS).default('t'),
    price: amount({
      decimals: L.priceDecimals,
      max: L.maxPrice,
      positive: COST_MSG.pricePositive,
      negative: COST_MSG.pricePositive,
      tooMany: COST_MSG.priceDecimals,
      tooBig: COST_MSG.priceMax,
    }).describe('Price of one unit in the quote currency'),
    currency: z.enum(CURRENCIES, COST_MSG.unknownCurrency),
    incoterm: z.enum(INCOTERMS),
    freight: charge.describe('Freight to the Chinese port, total, in the quote currency (EXW, FCA, FOB)'),
    insurance: charge.describe(
      `Insurance, total, in the quote currency; ${L.defaultInsuranceBp / 100} % of goods and freight when left out`,
    ),
    originCharges: charge.describe('Charges up to loading at origin, total, in the quote currency (EXW)'),
    destinationCharges: charge.describe('Port charges and delivery in China, total, in CNY'),
    certificateOfOrigin: z.boolean().default(false),
    rateDate: shaped(ISO_DAY).optional().describe("The exchange rate's day; the latest loaded when left out"),
    rate: amount({
      decimals: L.rateDecimals,
      max: L.maxRate,
      positive: COST_MSG.rateInvalid,
      negative: COST_MSG.rateInvalid,
      tooMany: COST_MSG.rateInvalid,
      tooBig: COST_MSG.rateInvalid,
    })
      .optional()
      .describe('A rate entered by hand (CNY per unit of the quote currency) instead of a loaded one'),
  })
  .superRefine((b, ctx) => {
    if (INCOTERM_NEEDS[b.incoterm].freight && b.freight === undefined)
      ctx.addIssue({ code: 'custom', path: ['incoterm'], message: COST_MSG.freightNeeded.replace('{{incoterm}}', b.incoterm) });
    if (INCOTERM_NEEDS[b.incoterm].originCharges && b.originCharges === undefined)
      ctx.addIssue({ code: 'custom', path: ['incoterm'], message: COST_MSG.originChargesNeeded });
  });
export type CalculationInput = z.output<typeof calculationBody>;

export const exchangeListQuery = z
  .object({
    base: z
      .enum(CURRENCIES, COST_MSG.unknownCurrency)
      .optional()
      .describe('With a base: its history against quote; without: the latest rates'),
    quote: z.enum(CURRENCIES, COST_MSG.unknownCurrency).default('CNY'),
    from: shaped(ISO_DAY).optional(),
    to: shaped(ISO_DAY).optional(),
    source: z.string().trim().max(100).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: COST_MSG.rangeOrder, path: ['from'] });

export const tariffSearchQuery = z.object({
  keyword: z
    .string()
    .trim()
    .max(L.keyword)
    .default('')
    .describe('HS code prefixes, space separated (dots allowed: "0202 0203.29"), or words of the description in English or Chinese'),
});

export const saveCalculationBody = z.object({
  title: z.string().trim().min(1).max(L.title, COST_MSG.titleMax),
  input: calculationBody,
});
export const deleteCalculationBody = z.object({ id: int().min(1) });
