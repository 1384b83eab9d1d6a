import { z } from 'zod';
import { COST_LINES, DUTY_BASES, QUANTITY_UNITS } from './codes';

/** The answers of the landed-cost calls (docs/costs.md). Amounts are decimal text with 2 places; rates in basis points. */

export const costLineSchema = z.object({
  key: z.enum(COST_LINES),
  cny: z.string(),
  quote: z.string(),
  perUnitCny: z.string(),
  perUnitQuote: z.string(),
  rateBp: z.number().int().nullable(),
  basis: z.enum(DUTY_BASES).nullable(),
  agreement: z.string().nullable(),
  source: z.string(),
  asOf: z.string(),
});
export type CostLineView = z.infer<typeof costLineSchema>;

export const originResultSchema = z.object({
  origin: z.string(),
  originNameEn: z.string(),
  originNameZh: z.string(),
  duty: z.object({
    rateBp: z.number().int(),
    basis: z.enum(DUTY_BASES),
    agreement: z.string().nullable(),
    withCertificate: z.object({ agreement: z.string(), rateBp: z.number().int() }).nullable(),
  }),
  lines: z.array(costLineSchema),
});
export type OriginResult = z.infer<typeof originResultSchema>;

export const exchangeRateSchema = z.object({
  date: z.string(),
  base: z.string(),
  quote: z.string(),
  rate: z.string(),
  source: z.string(),
});
export type ExchangeRateView = z.infer<typeof exchangeRateSchema>;

export const calculationSchema = z.object({
  hsCode: z.string(),
  descriptionEn: z.string(),
  descriptionZh: z.string(),
  demoLine: z.boolean(),
  currency: z.string(),
  quantity: z.string(),
  unit: z.enum(QUANTITY_UNITS),
  incoterm: z.string(),
  day: z.string(),
  rate: exchangeRateSchema,
  results: z.array(originResultSchema),
});
export type Calculation = z.infer<typeof calculationSchema>;

export const tariffLineSchema = z.object({
  hsCode: z.string(),
  descriptionEn: z.string(),
  descriptionZh: z.string(),
  unit: z.string(),
  mfnRateBp: z.number().int(),
  provisionalRateBp: z.number().int().nullable(),
  provisionalFrom: z.string().nullable(),
  provisionalTo: z.string().nullable(),
  vatRateBp: z.number().int(),
  agreements: z.array(z.object({ agreement: z.string(), rateBp: z.number().int(), members: z.array(z.string()) })),
  additionalDuties: z.array(
    z.object({ origin: z.string(), rateBp: z.number().int(), validFrom: z.string(), validTo: z.string().nullable(), source: z.string() }),
  ),
  source: z.string(),
  asOf: z.string(),
  demo: z.boolean(),
});
export type TariffLineView = z.infer<typeof tariffLineSchema>;

export const savedCalculationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  input: z.record(z.string(), z.unknown()),
  result: calculationSchema,
  createdAt: z.string(),
});
export type SavedCalculation = z.infer<typeof savedCalculationSchema>;
