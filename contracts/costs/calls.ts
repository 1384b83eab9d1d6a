import { z } from 'zod';
import { defineCall } from '../core/calls';
import { pageOf, pagePathParams } from '../core/envelope';
import { freshnessSchema } from '../data/models';
import { COST_LIMITS } from './codes';
import { calculationBody, deleteCalculationBody, exchangeListQuery, saveCalculationBody, tariffSearchQuery } from './inputs';
import { calculationSchema, exchangeRateSchema, savedCalculationSchema, tariffLineSchema } from './models';

const open = { tag: 'costs', access: 'anyone' } as const;
const own = { tag: 'costs', access: 'user', invalidates: [] } as const;

/** §7 'rate (calculation, exchange/list)' and 'cost calculator (save, del, pageByUser)': the landed-cost calculator (docs/costs.md). */
export const costCalls = {
  calculation: defineCall({
    ...open,
    method: 'POST',
    reads: true,
    path: '/api/rate/calculation',
    body: calculationBody,
    output: calculationSchema,
    summary:
      `Landed cost in CNY and the quote currency, per unit and in total, of one product (8-digit HS line) from 1 to ${COST_LIMITS.maxOrigins} origins: ` +
      'customs value (CIF), duty (MFN, a provisional rate in force, or an agreement rate with a certificate of origin for its members), ' +
      'additional duty in force on the origin, import VAT on customs value plus duties, landed cost; each line with its rate, source and as-of date',
  }),
  exchangeList: defineCall({
    ...open,
    method: 'GET',
    path: '/api/rate/exchange/list',
    query: exchangeListQuery,
    output: z.object({ list: z.array(exchangeRateSchema) }).extend(freshnessSchema.shape),
    summary:
      'Without base: the latest rate of each pair and source. With base: the history of base/quote (quote CNY by default), ' +
      `oldest first, from..to (the last 90 days by default, at most ${COST_LIMITS.historyDays}). ` +
      'With the sources of the rows, the day of the newest and whether it is late (a daily series: after 4 days), as the Data series',
  }),
  tariffList: defineCall({
    ...open,
    method: 'GET',
    path: '/api/rate/tariff/list',
    query: tariffSearchQuery,
    output: z.object({ list: z.array(tariffLineSchema) }),
    summary: `Tariff lines by HS code prefix or words of the description in either language, at most ${COST_LIMITS.searchResults}`,
  }),
  save: defineCall({
    ...own,
    method: 'POST',
    path: '/api/costCalculator/save',
    body: saveCalculationBody,
    output: savedCalculationSchema,
    summary: 'Calculates and saves a calculation under a title for the signed-in user, with the answer as it is today',
  }),
  del: defineCall({
    ...own,
    method: 'POST',
    path: '/api/costCalculator/del',
    body: deleteCalculationBody,
    output: z.null(),
    summary: "Deletes one of the signed-in user's saved calculations (anyone else's answers 404)",
  }),
  pageByUser: defineCall({
    ...own,
    method: 'POST',
    reads: true,
    path: '/api/costCalculator/pageByUser/:page/:limit',
    params: pagePathParams,
    output: pageOf(savedCalculationSchema),
    summary: "The signed-in user's saved calculations, newest first",
  }),
};
