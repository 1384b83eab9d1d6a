import { grouped } from '../core/format';
import type { Language } from '../core/languages';
import { type Cadence, DATA_SOURCES_ZH, LATE_AFTER_DAYS, SECURITY_NAMES_ZH, LATE_AFTER_MONTHS } from './codes';

/*
 * The Data area's units and formats (§3, §9), shared by the server (answers, downloads) and the pages, so a figure
 * reads the same on screen and in a file.
 */

/** Chart axis units (§9), and their Chinese twins: 吨, 万吨, 万美元. */
export const CHART_UNITS = {
  volumeBar: 'Unit/T',
  volumeLine: 'Unit/10,000 Tons',
  value: 'Unit/10,000 Dollars',
} as const;
const CHART_UNITS_ZH: Record<keyof typeof CHART_UNITS, string> = {
  volumeBar: '单位：吨',
  volumeLine: '单位：万吨',
  value: '单位：万美元',
};
export type ChartUnit = keyof typeof CHART_UNITS;
export const QUOTE_UNIT = 'CNY/KG';
export const UNIT_PRICE_UNIT = 'USD/T';
export const AMOUNT_UNIT = 'thousand dollars';

/** A chart axis's unit in the page's language (§9). */
export function chartUnit(unit: ChartUnit, language: Language = 'en'): string {
  return language === 'zh' ? CHART_UNITS_ZH[unit] : CHART_UNITS[unit];
}

/** The units the data itself names (a security's price unit, the tables' units) as Chinese writes them. */
const UNIT_NAMES_ZH: Record<string, string> = {
  'CNY/KG': '元/千克',
  'CNY/T': '元/吨',
  'USD/T': '美元/吨',
  points: '点',
  T: '吨',
  KG: '千克',
};

/** A unit in the page's language: English keeps the data's own symbol; an unknown unit stays as it came. */
export function unitName(unit: string, language: Language = 'en'): string {
  return language === 'zh' ? (UNIT_NAMES_ZH[unit] ?? unit) : unit;
}

/**
 * A table's source as the page names it: the answers join several sources with ', '; Chinese names the known ones
 * in Chinese and joins them with 、. An unknown source stays as it came.
 */
export function sourceName(source: string, language: Language = 'en'): string {
  if (language === 'en') return source;
  const names = source.split(', ').map((name) => (DATA_SOURCES_ZH as Record<string, string>)[name] ?? name);
  return [...new Set(names)].join('、');
}

/** A future's or an index's name in the page's language; `inEnglish` says when Chinese has none and shows English. */
export function securityName(shortCode: string, englishName: string, language: Language = 'en'): { name: string; inEnglish: boolean } {
  const zh = language === 'zh' ? SECURITY_NAMES_ZH[shortCode] : undefined;
  return zh ? { name: zh, inEnglish: false } : { name: englishName, inEnglish: language !== 'en' };
}

/** Cut (not rounded) to 2 decimals: a quote is never shown above what was paid. The epsilon absorbs binary noise. */
export function floor2(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100;
}

/** A market quote in CNY/KG, floored to 2 decimals (§3); '-' when missing. */
export function quoteValueText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '-' : floor2(value).toFixed(2);
}

/** A change as the API sends it: '+1.25%', '-0.40%', '0.00%'; '-' when there is nothing to compare with. */
export function percentText(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '-';
  const text = Math.abs(ratio).toFixed(2);
  if (Number(text) === 0) return '0.00%';
  return `${ratio > 0 ? '+' : '-'}${text}%`;
}

/** A change or share as the API sends it ('-18.94%', '30.91%') as the number of percentage points (-18.94), null for '-'. */
export function percentPoints(text: string | null | undefined): number | null {
  const m = /^\s*([+-]?\d+(?:\.\d+)?)\s*%?\s*$/.exec(text ?? '');
  return m ? Number(m[1]) : null;
}

/** Rise or fall styling of a change text (§3: positive styled as rise, negative as down). */
export function trendOf(change: string | number | null | undefined): 'rise' | 'fall' | 'flat' {
  const n = typeof change === 'number' ? change : Number.parseFloat(String(change ?? '').replace('%', ''));
  if (!Number.isFinite(n) || n === 0) return 'flat';
  return n > 0 ? 'rise' : 'fall';
}

/**
 * A ranking amount: the API counts in 10,000 dollars; English shows it ×10 in thousand dollars (§3, §9), Chinese as
 * it is, in 万美元 (ten thousand dollars), to the same precision.
 */
export function thousandDollarsText(totalAmount: number | null | undefined, language: Language = 'en'): string {
  if (totalAmount === null || totalAmount === undefined) return '-';
  return language === 'zh' ? grouped(totalAmount, 2) : grouped(totalAmount * 10, 1);
}

/** An average price in USD/T, whole dollars. */
export function unitPriceText(unitPrice: number | null | undefined): string {
  return unitPrice === null || unitPrice === undefined ? '-' : grouped(unitPrice, 0);
}

/** Tonnes as the tables show them. */
export function tonnesText(tonnes: number | null | undefined): string {
  return tonnes === null || tonnes === undefined ? '-' : grouped(tonnes, 1);
}

/** A rank, '--' when missing (§3). */
export function rankText(lineNum: number | null | undefined): string {
  return lineNum === null || lineNum === undefined ? '--' : String(lineNum);
}

/** A meat cut's price range in CNY/KG: 'low - high', '-' if either is missing (§3). */
export function priceRangeText(low: number | null | undefined, high: number | null | undefined): string {
  if (low === null || low === undefined || high === null || high === undefined) return '-';
  return `${quoteValueText(low)} - ${quoteValueText(high)}`;
}

/** Tonnes to the monthly line's 10,000 tons; dollars to the value charts' 10,000 dollars. Two decimals. */
export const toTenThousand = (value: number): number => Math.round(value / 100) / 100;

/** One jin (斤) is half a kilogram: a price per jin is twice that per kilogram. */
export const perJinToPerKg = (perJin: number): number => Math.round(perJin * 2 * 10_000) / 10_000;

const DAY = 86_400_000;
const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/**
 * Whether a series is late: its latest row (asOf, YYYY-MM-DD or YYYY-MM) is older than its publishing cadence allows
 * on `today` (YYYY-MM-DD). A series with no rows at all is late.
 */
export function isLate(asOf: string | null, cadence: Cadence, today: string): boolean {
  if (!asOf) return true;
  if (cadence === 'monthly') return monthIndex(today) - monthIndex(asOf) > LATE_AFTER_MONTHS;
  return (Date.parse(`${today.slice(0, 10)}T00:00:00Z`) - Date.parse(`${asOf.slice(0, 10)}T00:00:00Z`)) / DAY > LATE_AFTER_DAYS;
}
