import { COST_LIMITS as L, COST_MSG, ENTERED_SOURCE, HOME_CURRENCY } from '../../../contracts/costs/codes';
import type { CalculationInput } from '../../../contracts/costs/inputs';
import type { Calculation, ExchangeRateView, SavedCalculation, TariffLineView } from '../../../contracts/costs/models';
import { isoDate } from '../../../contracts/core/dates';
import type { Page } from '../../../contracts/core/envelope';
import { fill } from '../../../contracts/core/messages';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { fieldRefusal } from '../../platform/envelope';
import { authorize } from '../../platform/policy';
import { freshnessOf } from '../data/index';
import { landedCost, type RateFact } from './landed-cost';
import { costCalculationPolicy } from './policies';
import { presentLine, presentRate, presentSaved, rateText, tariffFacts } from './presenters';
import * as rates from './queries/rates';
import * as saved from './queries/saved';
import * as tariffs from './queries/tariffs';

const DAY_MS = 86_400_000;
const HISTORY_DEFAULT_DAYS = 90;

/** The landed-cost calculator, exchange rates and the tariff schedule (docs/costs.md). */
export function createCostService(db: Db, now: () => number = Date.now) {
  const today = () => isoDate(new Date(now()));

  async function rateFor(input: CalculationInput): Promise<RateFact & { base: string }> {
    const day = input.rateDate ?? today();
    if (input.currency === HOME_CURRENCY) return { base: HOME_CURRENCY, rate: '1', date: day, source: HOME_CURRENCY };
    if (input.rate !== undefined) return { base: input.currency, rate: input.rate, date: day, source: ENTERED_SOURCE };
    const row = await rates.rateOn(db, input.currency, HOME_CURRENCY, input.rateDate);
    if (!row) {
      const message = fill(COST_MSG.noRate, { pair: `${input.currency}/${HOME_CURRENCY}`, date: day });
      throw fieldRefusal('rateDate', message);
    }
    return { base: row.base, rate: rateText(row.rate), date: row.rateDate, source: row.source };
  }

  async function calculate(input: CalculationInput): Promise<Calculation> {
    const line = await tariffs.findLine(db, input.hsCode);
    if (!line) throw fieldRefusal('hsCode', COST_MSG.unknownLine);
    const names = await tariffs.countryNames(db, input.origins);
    if (input.origins.some((o) => !names.has(o))) throw fieldRefusal('origins', COST_MSG.unknownOrigin);
    const rate = await rateFor(input);
    const day = input.rateDate ?? today();
    const facts = tariffFacts(line);
    const results = input.origins.map((origin) => {
      const r = landedCost({ ...input, origin, day }, facts, rate);
      const name = names.get(origin)!;
      return { ...r, originNameEn: name.nameEn, originNameZh: name.nameZh };
    });
    return {
      hsCode: line.hsCode,
      descriptionEn: line.descriptionEn,
      descriptionZh: line.descriptionZh,
      demoLine: line.demo,
      currency: input.currency,
      quantity: input.quantity,
      unit: input.unit,
      incoterm: input.incoterm,
      day,
      rate: { date: rate.date, base: rate.base, quote: HOME_CURRENCY, rate: rate.rate, source: rate.source },
      results,
    };
  }

  return {
    calculate,

    async exchangeList(q: {
      base?: string | undefined;
      quote: string;
      from?: string | undefined;
      to?: string | undefined;
      source?: string | undefined;
    }) {
      const answer = (rows: ExchangeRateView[]) => ({
        list: rows,
        ...freshnessOf(
          rows.map((r) => r.source),
          rows.reduce<string | null>((max, r) => (max === null || r.date > max ? r.date : max), null),
          'daily',
        ),
      });
      if (!q.base) return answer((await rates.latestRates(db, q.source)).map(presentRate));
      const to = q.to ?? (await rates.latestDay(db)) ?? today();
      const from = q.from ?? isoDate(new Date(Date.parse(to) - HISTORY_DEFAULT_DAYS * DAY_MS));
      if ((Date.parse(to) - Date.parse(from)) / DAY_MS > L.historyDays) throw fieldRefusal('from', COST_MSG.rangeMax);
      const rows = await rates.history(db, { base: q.base, quote: q.quote, from, to, source: q.source });
      return answer(rows.map(presentRate));
    },

    async tariffList(keyword: string): Promise<{ list: TariffLineView[] }> {
      return { list: (await tariffs.searchLines(db, keyword, L.searchResults)).map(presentLine) };
    },

    async save(input: { title: string; input: CalculationInput }, user: SessionUser | null): Promise<SavedCalculation> {
      authorize(user, 'save', costCalculationPolicy.of(null));
      const result = await calculate(input.input);
      return presentSaved(await saved.insertSaved(db, { userId: user!.userId, title: input.title, input: input.input, result }));
    },

    async del(id: number, user: SessionUser | null): Promise<null> {
      const row = await saved.findSaved(db, id);
      authorize(user, 'delete', costCalculationPolicy.of(row ?? { userId: -1 }));
      await saved.deleteSaved(db, id);
      return null;
    },

    async pageByUser(page: number, limit: number, user: SessionUser | null): Promise<Page<SavedCalculation>> {
      authorize(user, 'list', costCalculationPolicy.of({ userId: user?.userId ?? -1 }));
      const { rows, total } = await saved.pageSaved(db, user!.userId, page, limit);
      return { list: rows.map(presentSaved), total };
    },
  };
}
export type CostService = ReturnType<typeof createCostService>;
