import { describe, expect, it } from 'vitest';
import type { Bar, MonthlyTrendRow } from '../../../contracts/data/models';
import { candlestickChart, categoryName, monthlyLineChart } from './chart-options';

/** The parts of an option these tests read. */
interface Option {
  yAxis: { name: string };
  series: { name: string; data: unknown[]; dimensions?: { name: string; displayName?: string }[] }[];
}

const bar: Bar = { tradeDate: '2026-11-20', open: 12_750, high: 12_900, low: 12_700, close: 12_800, settle: null, volume: null, openInterest: null };
const monthly: MonthlyTrendRow[] = [
  { publishDate: '2026-09', weight: 1.2, categoryEnName: 'Frozen fish' },
  { publishDate: '2026-10', weight: 1.5, categoryEnName: 'Frozen fish' },
];

describe('chart options in the page’s language', () => {
  it('draws the monthly lines with the Chinese category names and the 万吨 axis on a Chinese page', () => {
    const zh = monthlyLineChart(monthly, 'VOLUME', '水产品：冻品进口量', 'zh');
    const option = zh.option as unknown as Option;
    expect(option.yAxis.name).toBe('单位：万吨');
    expect(option.series.map((s) => s.name)).toEqual(['冻鱼']);
    expect(zh.table.columns).toEqual(['月份', '冻鱼']);
    const en = monthlyLineChart(monthly, 'PRICE', 'Seafood: Frozen Import Value');
    expect((en.option as unknown as Option).yAxis.name).toBe('Unit/10,000 Dollars');
    expect(en.table).toMatchObject({ caption: 'Seafood: Frozen Import Value by month and category (Unit/10,000 Dollars)', columns: ['Month', 'Frozen fish'] });
  });

  it('names a candle’s values in Chinese for the tooltip, and leaves the English candles as ECharts reads them', () => {
    const zh = (candlestickChart([bar], '生猪', '元/吨', 'zh').option as unknown as Option).series[0]!;
    expect(zh.dimensions?.map((d) => d.displayName ?? d.name)).toEqual(['day', '开盘', '收盘', '最低', '最高']);
    expect(zh.data).toEqual([['2026-11-20', 12_750, 12_800, 12_700, 12_900]]);
    const en = (candlestickChart([bar], 'Live Hog', 'CNY/T').option as unknown as Option).series[0]!;
    expect(en.dimensions).toBeUndefined();
    expect(en.data).toEqual([[12_750, 12_800, 12_700, 12_900]]);
  });

  it('keeps a category it does not know as it came', () => {
    expect(categoryName('Frozen whole chickens', 'zh')).toBe('冻整鸡');
    expect(categoryName('Live eels', 'zh')).toBe('Live eels');
    expect(categoryName('Frozen whole chickens', 'en')).toBe('Frozen whole chickens');
  });
});
