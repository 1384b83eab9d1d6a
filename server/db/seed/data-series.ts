import type { Random } from './random';

/**
 * Daily series of the Data demo (futures, indexes, wholesale prices): trading days, and a walk that follows a
 * price path drawn through anchor points of the real market (so live hog falls from ~29,000 CNY/t in early 2021
 * to ~12,500 by late 2021, climbs to ~25,000 in autumn 2022, and drifts lower after), with day-to-day noise.
 */

/** The demo's 'today', as the news demo's (docs/data.md). */
export const DATA_DEMO_TODAY = new Date(Date.UTC(2026, 10, 20));
export const DATA_DEMO_FIRST_DAY = new Date(Date.UTC(2021, 0, 4));

const DAY = 86_400_000;
export const dayIso = (d: Date) => d.toISOString().slice(0, 10);

/** The exchange's closed weeks: New Year's Day, the Spring Festival week and the National Day week. */
// prettier-ignore
const CLOSED: readonly (readonly [string, string])[] = [
  ['2021-02-11', '2021-02-17'], ['2022-01-31', '2022-02-06'], ['2023-01-21', '2023-01-27'], ['2024-02-10', '2024-02-17'],
  ['2025-01-28', '2025-02-04'], ['2026-02-15', '2026-02-23'],
];
const closed = (iso: string) =>
  iso.endsWith('-01-01') || (iso.slice(5) >= '10-01' && iso.slice(5) <= '10-07') || CLOSED.some(([a, b]) => iso >= a && iso <= b);

/** Every trading day (weekdays the exchange is open) from `from` to `to`. */
export function tradingDays(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let t = from.getTime(); t <= to.getTime(); t += DAY) {
    const d = new Date(t);
    const iso = dayIso(d);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !closed(iso)) days.push(iso);
  }
  return days;
}

/** Every calendar day (wholesale markets trade daily). */
export function calendarDays(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let t = from.getTime(); t <= to.getTime(); t += DAY) days.push(dayIso(new Date(t)));
  return days;
}

/** A standard normal draw (Box–Muller). */
export function gaussian(random: Random): number {
  const u = Math.max(random.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/** The anchor path's value on a day: linear between the anchors, flat beyond them. */
export function anchorAt(anchors: readonly (readonly [string, number])[], iso: string): number {
  if (iso <= anchors[0]![0]) return anchors[0]![1];
  for (let i = 1; i < anchors.length; i++) {
    const [d1, v1] = anchors[i]!;
    if (iso <= d1) {
      const [d0, v0] = anchors[i - 1]!;
      const f = (Date.parse(iso) - Date.parse(d0)) / (Date.parse(d1) - Date.parse(d0));
      return v0 + (v1 - v0) * f;
    }
  }
  return anchors[anchors.length - 1]![1];
}

/** A log-price walk pulled towards the anchor path: `pull` of the gap closes each step, `vol` is the daily volatility. */
export function walk(random: Random, days: readonly string[], anchors: readonly (readonly [string, number])[], vol: number, pull = 0.03) {
  let x = Math.log(anchorAt(anchors, days[0]!));
  return days.map((day) => {
    x += pull * (Math.log(anchorAt(anchors, day)) - x) + vol * gaussian(random);
    return Math.exp(x);
  });
}

export const roundTo = (value: number, tick: number) => Math.round(value / tick) * tick;
