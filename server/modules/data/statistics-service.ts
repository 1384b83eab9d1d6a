import type { Lang } from '../../../contracts/core/codes';
import { CUSTOMS_CATEGORIES, type DataType, FIRST_DATA_YEAR, type ProductTypeCode } from '../../../contracts/data/codes';
import { percentText, toTenThousand } from '../../../contracts/data/format';
import type { DataPage, MonthlyTrendRow, RankingPage, RankingRow, YearlyTrendRow } from '../../../contracts/data/models';
import type { Db } from '../../db/client';
import { freshnessOf } from './freshness';
import { nameInLang } from '../../../contracts/core/languages';
import * as customs from './queries/customs';

/** Countries named in the pie and the stacked bars; the rest are summed as 'Others'. */
const PIE_COUNTRIES = 8;
const BAR_COUNTRIES = 6;
const OTHERS = { en: 'Others', zh: '其他' } as const;

const othersIn = (lang: Lang | undefined) => nameInLang(lang, OTHERS.en, OTHERS.zh);
/** The customs categories of a product type by code, named in the asked language. */
const categoryNames = (productType: ProductTypeCode, lang: Lang | undefined) =>
  new Map(CUSTOMS_CATEGORIES[productType].map((c) => [c.code, nameInLang(lang, c.enName, c.zhName)]));

interface Sums {
  valueUsd: number;
  volumeTonnes: number;
}
const add = (a: Sums, b: Sums): Sums => ({ valueUsd: a.valueUsd + b.valueUsd, volumeTonnes: a.volumeTonnes + b.volumeTonnes });
const ZERO: Sums = { valueUsd: 0, volumeTonnes: 0 };
const round2 = (n: number) => Math.round(n * 100) / 100;
const share = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(2)}%` : '-');
const growth = (now: number, before: number | undefined) => (before ? percentText(((now - before) / before) * 100) : '-');
const measureOf = (dataType: DataType) => (s: Sums) => (dataType === 'PRICE' ? s.valueUsd : s.volumeTonnes);

function rankingRow(name: string, code: string, s: Sums, before: Sums | undefined, total: Sums, lineNum: number | null): RankingRow {
  return {
    countryName: name,
    countryCode: code,
    isCategory: lineNum === null,
    totalAmount: round2(s.valueUsd / 10_000),
    increaseRatioAmount: growth(s.valueUsd, before?.valueUsd),
    proportionForAmount: share(s.valueUsd, total.valueUsd),
    unitPrice: s.volumeTonnes > 0 ? Math.round(s.valueUsd / s.volumeTonnes) : null,
    totalVolume: round2(s.volumeTonnes),
    increaseRatioVolume: growth(s.volumeTonnes, before?.volumeTonnes),
    proportionForVolume: share(s.volumeTonnes, total.volumeTonnes),
    lineNum,
  };
}

/** China Customs statistics of a product type: the rankings and the three import charts (§2 'Data', §7). */
export function createStatistics(db: Db) {
  async function yearAndFreshness(productType: ProductTypeCode, yearName?: number) {
    const cover = await customs.coverage(db, productType);
    const year = yearName ?? cover.years[0] ?? FIRST_DATA_YEAR;
    return { year, years: cover.years, freshness: freshnessOf([cover.source], cover.month, 'monthly') };
  }

  async function byCountry(productType: ProductTypeCode, year: number, lang?: Lang) {
    const rows = await customs.yearSums(db, productType, year);
    const countries = new Map<string, { name: string; sums: Sums; categories: Map<string, Sums> }>();
    for (const r of rows) {
      const name = nameInLang(lang, r.countryName, r.countryNameZh);
      const entry = countries.get(r.countryCode) ?? { name, sums: ZERO, categories: new Map<string, Sums>() };
      entry.sums = add(entry.sums, r);
      entry.categories.set(r.categoryCode, add(entry.categories.get(r.categoryCode) ?? ZERO, r));
      countries.set(r.countryCode, entry);
    }
    return countries;
  }

  return {
    async ranking(q: {
      lang?: Lang;
      yearName?: number;
      dataType: DataType;
      productType: ProductTypeCode;
      withCategories: boolean;
      page: number;
      limit: number;
    }): Promise<RankingPage> {
      const { year, years, freshness } = await yearAndFreshness(q.productType, q.yearName);
      const [now, before] = await Promise.all([byCountry(q.productType, year, q.lang), byCountry(q.productType, year - 1)]);
      const total = [...now.values()].reduce((t, c) => add(t, c.sums), ZERO);
      const measure = measureOf(q.dataType);
      const ranked = [...now.entries()].sort(([, a], [, b]) => measure(b.sums) - measure(a.sums) || a.name.localeCompare(b.name));
      const categoryName = categoryNames(q.productType, q.lang);
      const list = ranked.slice((q.page - 1) * q.limit, q.page * q.limit).flatMap(([code, c], i) => {
        const rank = (q.page - 1) * q.limit + i + 1;
        const head = rankingRow(c.name, code, c.sums, before.get(code)?.sums, total, rank);
        if (!q.withCategories) return [head];
        const cats = [...c.categories.entries()]
          .sort(([, a], [, b]) => measure(b) - measure(a))
          .map(([cat, s]) =>
            rankingRow(`#${categoryName.get(cat) ?? cat}`, code, s, before.get(code)?.categories.get(cat), total, null),
          );
        return [head, ...cats];
      });
      return { list, total: ranked.length, yearName: year, years, ...freshness };
    },

    async statisticYearly(q: { lang?: Lang; yearName?: number; dataType: DataType; productType: ProductTypeCode }) {
      const { year, freshness } = await yearAndFreshness(q.productType, q.yearName);
      const measure = measureOf(q.dataType);
      const shares = [...(await byCountry(q.productType, year, q.lang)).values()]
        .map((c) => ({ countryName: c.name, value: measure(c.sums) }))
        .sort((a, b) => b.value - a.value);
      const whole = shares.reduce((t, s) => t + s.value, 0);
      const named = shares.slice(0, PIE_COUNTRIES);
      const rest = shares.slice(PIE_COUNTRIES).reduce((t, s) => t + s.value, 0);
      const parts = rest > 0 ? [...named, { countryName: othersIn(q.lang), value: rest }] : named;
      const list = parts.map((p) => ({ countryName: p.countryName, percent: whole > 0 ? round2((p.value / whole) * 100) : 0 }));
      return { list, total: list.length, yearName: year, ...freshness };
    },

    async trendYearly(q: { lang?: Lang; dataType: DataType; productType: ProductTypeCode }): Promise<DataPage<YearlyTrendRow>> {
      const { freshness } = await yearAndFreshness(q.productType);
      const rows = (await customs.yearlyByCountry(db, q.productType)).map((r) => ({ ...r, shown: nameInLang(q.lang, r.countryName, r.countryNameZh) }));
      const measure = measureOf(q.dataType);
      const overall = new Map<string, number>();
      for (const r of rows) overall.set(r.shown, (overall.get(r.shown) ?? 0) + measure(r));
      const leaders = new Set([...overall.entries()].sort((a, b) => b[1] - a[1]).slice(0, BAR_COUNTRIES).map(([name]) => name));
      const cells = new Map<string, { year: number; country: string; sum: number }>();
      for (const r of rows) {
        const name = leaders.has(r.shown) ? r.shown : othersIn(q.lang);
        const cell = cells.get(`${r.year}|${name}`) ?? { year: r.year, country: name, sum: 0 };
        cell.sum += measure(r);
        cells.set(`${r.year}|${name}`, cell);
      }
      const list = [...cells.values()].map(({ year, country, sum }) =>
        q.dataType === 'PRICE' ? { year, country, totalAmount: round2(sum / 10_000) } : { year, country, totalVolume: round2(sum) },
      );
      return { list, total: list.length, ...freshness };
    },

    async trendMonthly(q: { dataType: DataType; productType: ProductTypeCode }): Promise<DataPage<MonthlyTrendRow>> {
      const { freshness } = await yearAndFreshness(q.productType);
      // categoryEnName is English whatever the language (§3); pages name the categories in theirs.
      const categoryName = categoryNames(q.productType, undefined);
      const list = (await customs.monthlyByCategory(db, q.productType)).map((r) => {
        const base = { publishDate: String(r.month).slice(0, 7), categoryEnName: categoryName.get(r.categoryCode) ?? r.categoryCode };
        return q.dataType === 'PRICE' ? { ...base, price: toTenThousand(r.valueUsd) } : { ...base, weight: toTenThousand(r.volumeTonnes) };
      });
      return { list, total: list.length, ...freshness };
    },
  };
}
export type Statistics = ReturnType<typeof createStatistics>;
