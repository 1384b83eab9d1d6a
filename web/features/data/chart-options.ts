import type { EChartsCoreOption } from 'echarts/core';
import type { DataType } from '../../../contracts/data/codes';
import { CHART_UNITS } from '../../../contracts/data/format';
import type { Bar, MonthlyTrendRow, YearlyTrendRow } from '../../../contracts/data/models';
import type { ChartTable } from '../../ui/charts/LazyChart';

/*
 * The data charts as ECharts options plus the same numbers as a table (LazyChart shows it to screen readers and
 * when the chart cannot draw). Options are plain objects: building them loads nothing of the library.
 */

const PALETTE = ['#1f6feb', '#e8590c', '#2f9e44', '#9c36b5', '#f08c00', '#0c8599', '#c2255c', '#5c940d', '#868e96'];
const base = { color: PALETTE, animation: false, textStyle: { fontFamily: 'inherit' } };

export interface Chart {
  option: EChartsCoreOption;
  table: ChartTable;
}

export function pieChart(list: { countryName: string; percent: number }[], year: number, label: string): Chart {
  return {
    option: {
      ...base,
      tooltip: { trigger: 'item', formatter: '{b}: {d}%' },
      legend: { type: 'scroll', bottom: 0 },
      series: [{ type: 'pie', radius: ['35%', '65%'], center: ['50%', '45%'], data: list.map((r) => ({ name: r.countryName, value: r.percent })) }],
    },
    table: { caption: `${label} ${year}: share by country (%)`, columns: ['Country', 'Share (%)'], rows: list.map((r) => [r.countryName, r.percent]) },
  };
}

export function stackedBarChart(rows: YearlyTrendRow[], dataType: DataType, label: string): Chart {
  const years = [...new Set(rows.map((r) => r.year))].sort();
  const countries = [...new Set(rows.map((r) => r.country))];
  const valueOf = (r: YearlyTrendRow) => (dataType === 'PRICE' ? r.totalAmount : r.totalVolume) ?? 0;
  const cell = (year: number, country: string) => valueOf(rows.find((r) => r.year === year && r.country === country) ?? { year, country });
  const unit = dataType === 'PRICE' ? CHART_UNITS.value : CHART_UNITS.volumeBar;
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
      caption: `${label} by year and country (${unit})`,
      columns: ['Year', ...countries],
      rows: years.map((y) => [y, ...countries.map((c) => cell(y, c))]),
    },
  };
}

export function monthlyLineChart(rows: MonthlyTrendRow[], dataType: DataType, label: string): Chart {
  const months = [...new Set(rows.map((r) => r.publishDate))].sort();
  const categories = [...new Set(rows.map((r) => r.categoryEnName))];
  const valueOf = (m: string, c: string) => {
    const row = rows.find((r) => r.publishDate === m && r.categoryEnName === c);
    return row ? ((dataType === 'PRICE' ? row.price : row.weight) ?? null) : null;
  };
  const unit = dataType === 'PRICE' ? CHART_UNITS.value : CHART_UNITS.volumeLine;
  return {
    option: {
      ...base,
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 56, right: 16, top: 36, bottom: 80 },
      xAxis: { type: 'category', data: months },
      yAxis: { type: 'value', name: unit },
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 28 }],
      series: categories.map((c) => ({ name: c, type: 'line', showSymbol: false, sampling: 'lttb', data: months.map((m) => valueOf(m, c)) })),
    },
    table: {
      caption: `${label} by month and category (${unit})`,
      columns: ['Month', ...categories],
      rows: months.map((m) => [m, ...categories.map((c) => valueOf(m, c) ?? '-')]),
    },
  };
}

/** Candlesticks in view at first: about three months (a quarter of the default year); the rest by zooming. */
const BARS_IN_VIEW = 63;

/** A future's daily bars as candlesticks (rise red, fall green, as Chinese exchanges draw them), the last 63 in view. */
export function candlestickChart(bars: Bar[], name: string, unit: string): Chart {
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
          // ECharts reads a candle as [open, close, low, high].
          data: bars.map((b) => [b.open, b.close, b.low, b.high]),
        },
      ],
    },
    table: barTable(bars, `${name}: daily open, high, low, close (${unit})`),
  };
}

/** An index's daily values as a line; long series are thinned by LTTB sampling so panning stays smooth. */
export function indexLineChart(bars: Bar[], name: string, unit: string): Chart {
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
    table: barTable(bars, `${name}: daily values (${unit})`),
  };
}

function barTable(bars: Bar[], caption: string): ChartTable {
  return {
    caption,
    columns: ['Date', 'Open', 'High', 'Low', 'Close'],
    // Newest first: the rows a reader wants are at the top.
    rows: [...bars].reverse().map((b) => [b.tradeDate, b.open, b.high, b.low, b.close]),
  };
}
