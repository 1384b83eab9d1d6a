import type { EChartsCoreOption } from 'echarts/core';
import { CUSTOMS_CATEGORIES, type DataType } from '../../../contracts/data/codes';
import { chartUnit } from '../../../contracts/data/format';
import type { Bar, MonthlyTrendRow, YearlyTrendRow } from '../../../contracts/data/models';
import { translator, type Language } from '../../lib/i18n';
import type { ChartTable } from '../../ui/charts/LazyChart';
import { dataMessages } from './messages';

/*
 * The data charts as ECharts options plus the same numbers as a table (LazyChart shows it to screen readers and
 * when the chart cannot draw). Options are plain objects: building them loads nothing of the library. Captions, axis
 * units and legends are in the page's language (country names come from the API in it already).
 */

/** The customs categories' Chinese names by their English ones: the monthly trend names its lines in English. */
const CATEGORY_ZH = new Map(Object.values(CUSTOMS_CATEGORIES).flatMap((list) => list.map((c) => [c.enName, c.zhName] as const)));
export const categoryName = (enName: string, language: Language) => (language === 'zh' ? (CATEGORY_ZH.get(enName) ?? enName) : enName);

const PALETTE = ['#1f6feb', '#e8590c', '#2f9e44', '#9c36b5', '#f08c00', '#0c8599', '#c2255c', '#5c940d', '#868e96'];
const base = { color: PALETTE, animation: false, textStyle: { fontFamily: 'inherit' } };

export interface Chart {
  option: EChartsCoreOption;
  table: ChartTable;
}

export function pieChart(list: { countryName: string; percent: number }[], year: number, label: string, language: Language = 'en'): Chart {
  const t = translator(language, dataMessages);
  return {
    option: {
      ...base,
      tooltip: { trigger: 'item', formatter: '{b}: {d}%' },
      legend: { type: 'scroll', bottom: 0 },
      series: [{ type: 'pie', radius: ['35%', '65%'], center: ['50%', '45%'], data: list.map((r) => ({ name: r.countryName, value: r.percent })) }],
    },
    table: {
      caption: t('chart.sharesCaption', { label, year }),
      columns: [t('column.country'), t('chart.share')],
      rows: list.map((r) => [r.countryName, r.percent]),
    },
  };
}

export function stackedBarChart(rows: YearlyTrendRow[], dataType: DataType, label: string, language: Language = 'en'): Chart {
  const t = translator(language, dataMessages);
  const years = [...new Set(rows.map((r) => r.year))].sort();
  const countries = [...new Set(rows.map((r) => r.country))];
  const valueOf = (r: YearlyTrendRow) => (dataType === 'PRICE' ? r.totalAmount : r.totalVolume) ?? 0;
  const cell = (year: number, country: string) => valueOf(rows.find((r) => r.year === year && r.country === country) ?? { year, country });
  const unit = chartUnit(dataType === 'PRICE' ? 'value' : 'volumeBar', language);
  return {
    option: {
      ...base,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { type: 'scroll', bottom: 0 },
      grid: { left: 64, right: 16, top: 36, bottom: 56 },
      xAxis: { type: 'category', data: years.map(String) },
      yAxis: { type: 'value', name: unit },
      series: countries.map((country) => ({ name: country, type: 'bar', stack: 'total', data: years.map((y) => cell(y, country)) })),
    },
    table: {
      caption: t('chart.byYearCaption', { label, unit }),
      columns: [t('chart.year'), ...countries],
      rows: years.map((y) => [y, ...countries.map((c) => cell(y, c))]),
    },
  };
}

export function monthlyLineChart(rows: MonthlyTrendRow[], dataType: DataType, label: string, language: Language = 'en'): Chart {
  const t = translator(language, dataMessages);
  const months = [...new Set(rows.map((r) => r.publishDate))].sort();
  const categories = [...new Set(rows.map((r) => r.categoryEnName))];
  const names = categories.map((c) => categoryName(c, language));
  const valueOf = (m: string, c: string) => {
    const row = rows.find((r) => r.publishDate === m && r.categoryEnName === c);
    return row ? ((dataType === 'PRICE' ? row.price : row.weight) ?? null) : null;
  };
  const unit = chartUnit(dataType === 'PRICE' ? 'value' : 'volumeLine', language);
  return {
    option: {
      ...base,
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 56, right: 16, top: 36, bottom: 80 },
      xAxis: { type: 'category', data: months },
      yAxis: { type: 'value', name: unit },
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 28 }],
      series: categories.map((c, i) => ({ name: names[i], type: 'line', showSymbol: false, sampling: 'lttb', data: months.map((m) => valueOf(m, c)) })),
    },
    table: {
      caption: t('chart.byMonthCaption', { label, unit }),
      columns: [t('chart.month'), ...names],
      rows: months.map((m) => [m, ...categories.map((c) => valueOf(m, c) ?? '-')]),
    },
  };
}

/** The candle's values as ECharts names them, and the catalogue's column of each (English keeps ECharts' own names). */
const CANDLE_DIMENSIONS = ['open', 'close', 'lowest', 'highest'] as const;
const CANDLE_COLUMN = { open: 'open', close: 'close', lowest: 'low', highest: 'high' } as const;

/** Candlesticks in view at first: about three months (a quarter of the default year); the rest by zooming. */
const BARS_IN_VIEW = 63;

/** A future's daily bars as candlesticks (rise red, fall green, as Chinese exchanges draw them), the last 63 in view. */
export function candlestickChart(bars: Bar[], name: string, unit: string, language: Language = 'en'): Chart {
  const t = translator(language, dataMessages);
  const start = bars.length > BARS_IN_VIEW ? 100 * (1 - BARS_IN_VIEW / bars.length) : 0;
  return {
    option: {
      ...base,
      tooltip: { trigger: 'axis', axisPointer: { type: 'cross' } },
      grid: { left: 64, right: 16, top: 24, bottom: 64 },
      xAxis: { type: 'category', data: bars.map((b) => b.tradeDate), boundaryGap: true },
      yAxis: { type: 'value', scale: true, name: unit },
      dataZoom: [{ type: 'inside', start, end: 100 }, { type: 'slider', height: 18, bottom: 16, start, end: 100 }],
      series: [
        {
          name,
          type: 'candlestick',
          large: true,
          itemStyle: { color: '#d9480f', color0: '#2b8a3e', borderColor: '#d9480f', borderColor0: '#2b8a3e' },
          // ECharts reads a candle as [open, close, low, high] and its tooltip names them in English; a Chinese page
          // names the columns itself (with the day first, as ECharts wants named columns).
          ...(language === 'en'
            ? { data: bars.map((b) => [b.open, b.close, b.low, b.high]) }
            : {
                dimensions: [{ name: 'day' }, ...CANDLE_DIMENSIONS.map((name) => ({ name, displayName: t(`column.${CANDLE_COLUMN[name]}`) }))],
                encode: { x: 'day', y: CANDLE_DIMENSIONS, tooltip: CANDLE_DIMENSIONS },
                data: bars.map((b) => [b.tradeDate, b.open, b.close, b.low, b.high]),
              }),
        },
      ],
    },
    table: barTable(bars, t('chart.candlesCaption', { name, unit }), language),
  };
}

/** An index's daily values as a line; long series are thinned by LTTB sampling so panning stays smooth. */
export function indexLineChart(bars: Bar[], name: string, unit: string, language: Language = 'en'): Chart {
  const t = translator(language, dataMessages);
  return {
    option: {
      ...base,
      tooltip: { trigger: 'axis' },
      grid: { left: 64, right: 16, top: 24, bottom: 64 },
      xAxis: { type: 'category', data: bars.map((b) => b.tradeDate) },
      yAxis: { type: 'value', scale: true, name: unit },
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 16 }],
      series: [{ name, type: 'line', showSymbol: false, sampling: 'lttb', data: bars.map((b) => b.close) }],
    },
    table: barTable(bars, t('chart.indexCaption', { name, unit }), language),
  };
}

function barTable(bars: Bar[], caption: string, language: Language): ChartTable {
  const t = translator(language, dataMessages);
  return {
    caption,
    columns: [t('column.date'), t('column.open'), t('column.high'), t('column.low'), t('column.close')],
    // Newest first: the rows a reader wants are at the top.
    rows: [...bars].reverse().map((b) => [b.tradeDate, b.open, b.high, b.low, b.close]),
  };
}
