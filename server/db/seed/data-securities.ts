import type { Executor } from '../client';
import { security, securityBar } from '../schema/index';
import { DATA_DEMO_FIRST_DAY, DATA_DEMO_TODAY, gaussian, roundTo, tradingDays, walk } from './data-series';
import type { DemoPart } from './demo';
import { insertBatches } from './market-batch';
import type { Random } from './random';

/** The demo rows' source: generated, and said so on every table. */
export const DEMO_SOURCE = 'Demo data';

interface FutureSpec {
  code: string;
  englishName: string;
  tick: number;
  vol: number;
  /** Lots traded on an ordinary day, and open interest. */
  volume: number;
  openInterest: number;
  anchors: readonly (readonly [string, number])[];
}

/** Dalian Commodity Exchange main contracts, CNY/t, with price paths through their real levels. */
// prettier-ignore
export const DEMO_FUTURES: readonly FutureSpec[] = [
  { code: 'LH', englishName: 'Live Hog', tick: 5, vol: 0.019, volume: 45_000, openInterest: 110_000, anchors: [
    ['2021-01-04', 29_000], ['2021-06-15', 18_500], ['2021-10-10', 13_000], ['2022-03-20', 13_500], ['2022-10-20', 25_000],
    ['2023-06-01', 15_800], ['2024-01-15', 14_000], ['2024-08-20', 18_500], ['2025-06-01', 14_000], ['2026-03-01', 12_200],
    ['2026-11-20', 12_800]] },
  { code: 'M', englishName: 'Soybean Meal', tick: 1, vol: 0.011, volume: 1_100_000, openInterest: 2_300_000, anchors: [
    ['2021-01-04', 3_600], ['2021-09-01', 3_500], ['2022-06-10', 4_150], ['2022-11-15', 4_500], ['2023-06-01', 3_800],
    ['2024-08-20', 2_900], ['2025-06-01', 2_950], ['2026-11-20', 3_050]] },
  { code: 'C', englishName: 'Corn', tick: 1, vol: 0.008, volume: 550_000, openInterest: 1_400_000, anchors: [
    ['2021-01-04', 2_800], ['2021-09-01', 2_550], ['2022-06-10', 2_800], ['2023-06-01', 2_650], ['2024-08-20', 2_300],
    ['2025-06-01', 2_350], ['2026-11-20', 2_200]] },
];

/** Indexes computed from the futures above: weights of each future, scaled to `base` on the first day. */
export const DEMO_INDEXES = [
  { code: 'AGRI', englishName: 'Agricultural Futures Index (LH, M, C)', base: 1_000, weights: { LH: 0.4, M: 0.35, C: 0.25 } },
  { code: 'FEED', englishName: 'Pig Feed Cost Index (C, M)', base: 1_000, weights: { C: 0.65, M: 0.35 } },
  // A product of powers: the live hog price over the corn price.
  { code: 'HOG-GRAIN', englishName: 'Hog-to-Grain Price Index (LH / C)', base: 100, weights: { LH: 1, C: -1 } },
] as const;

type Bar = typeof securityBar.$inferInsert;

function futureBars(random: Random, spec: FutureSpec, days: string[]): Bar[] {
  const closes = walk(random, days, spec.anchors, spec.vol);
  let prev = closes[0]!;
  let oi = spec.openInterest;
  return days.map((tradeDate, i) => {
    const close = roundTo(closes[i]!, spec.tick);
    const open = roundTo(prev * (1 + spec.vol * 0.4 * gaussian(random)), spec.tick);
    const high = roundTo(Math.max(open, close) * (1 + Math.abs(gaussian(random)) * spec.vol * 0.5), spec.tick);
    const low = roundTo(Math.min(open, close) * (1 - Math.abs(gaussian(random)) * spec.vol * 0.5), spec.tick);
    const settle = roundTo((open + high + low + 2 * close) / 5, spec.tick);
    // Busy days are the days that move.
    const moved = Math.abs(close - prev) / prev / spec.vol;
    const volume = Math.round(spec.volume * (0.6 + 0.5 * moved) * Math.exp(0.25 * gaussian(random)));
    oi = Math.max(spec.openInterest * 0.4, oi * (1 + 0.02 * gaussian(random)) + (spec.openInterest - oi) * 0.05);
    prev = close;
    return {
      securityCode: spec.code,
      tradeDate,
      open,
      high,
      low,
      close,
      settle,
      volume,
      openInterest: Math.round(oi),
      source: DEMO_SOURCE,
    };
  });
}

function indexBars(spec: (typeof DEMO_INDEXES)[number], futures: Map<string, Bar[]>, days: string[]): Bar[] {
  const weights = Object.entries(spec.weights) as [string, number][];
  const ratio = spec.code === 'HOG-GRAIN';
  /** Each future's level against its first close, weighted: a sum for the composites, a product of powers for the ratio. */
  const level = (i: number, field: 'open' | 'high' | 'low' | 'close') =>
    weights.reduce(
      (v, [code, w]) => {
        const bars = futures.get(code)!;
        const r = bars[i]![field] / bars[0]!.close;
        return ratio ? v * r ** w : v + w * r;
      },
      ratio ? 1 : 0,
    );
  return days.map((tradeDate, i) => {
    const [open, close] = [level(i, 'open'), level(i, 'close')];
    const [a, b] = [level(i, 'high'), level(i, 'low')];
    const round = (n: number) => Math.round(n * spec.base * 100) / 100;
    return {
      securityCode: spec.code,
      tradeDate,
      open: round(open),
      close: round(close),
      high: round(Math.max(open, close, a, b)),
      low: round(Math.min(open, close, a, b)),
      settle: null,
      volume: null,
      openInterest: null,
      source: DEMO_SOURCE,
    };
  });
}

/** Daily bars of three DCE futures and three indexes made of them, from January 2021 to the demo's today. */
export const dataSecuritiesPart: DemoPart = {
  name: 'data-securities',
  async generate(db: Executor, random: Random) {
    const days = tradingDays(DATA_DEMO_FIRST_DAY, DATA_DEMO_TODAY);
    await db.insert(security).values([
      ...DEMO_FUTURES.map((f, sort) => ({
        code: f.code,
        shortCode: f.code,
        englishName: f.englishName,
        kind: 'FUTURE' as const,
        weightUnitSymbol: 'CNY/T',
        sort,
      })),
      ...DEMO_INDEXES.map((x, sort) => ({
        code: x.code,
        shortCode: x.code,
        englishName: x.englishName,
        kind: 'INDEX' as const,
        weightUnitSymbol: 'points',
        sort,
      })),
    ]);
    const futures = new Map(DEMO_FUTURES.map((f) => [f.code, futureBars(random, f, days)]));
    await insertBatches(db, securityBar, [...futures.values()].flat());
    await insertBatches(
      db,
      securityBar,
      DEMO_INDEXES.flatMap((x) => indexBars(x, futures, days)),
    );
  },
};
