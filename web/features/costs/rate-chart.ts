import type { EChartsCoreOption } from 'echarts/core';
import type { ExchangeRateView } from '../../../contracts/costs/models';
import { sourceName } from '../../../contracts/data/format';
import { translator, type Language } from '../../lib/i18n';
import type { ChartTable } from '../../ui/charts/LazyChart';
import { costsMessages } from './messages';

/**
 * A currency pair over a range as an ECharts line (one per source that published it) and the same rates as a table,
 * built as the Data area's charts are (web/features/data/chart-options.ts): a plain option object and its numbers.
 */
export function exchangeRateChart(rows: ExchangeRateView[], language: Language = 'en'): { option: EChartsCoreOption; table: ChartTable } {
  const t = translator(language, costsMessages);
  const days = [...new Set(rows.map((r) => r.date))].sort();
  const sources = [...new Set(rows.map((r) => r.source))].sort();
  const pair = rows[0] ? `${rows[0].base}/${rows[0].quote}` : '';
  const rateOf = new Map(rows.map((r) => [`${r.source}|${r.date}`, r.rate]));
  return {
    option: {
      color: ['#1f6feb', '#e8590c', '#2f9e44', '#9c36b5'],
      animation: false,
      textStyle: { fontFamily: 'inherit' },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: sources.map((s) => sourceName(s, language)) },
      grid: { left: 64, right: 16, top: 32, bottom: 64 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value', scale: true, name: pair },
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 16 }],
      series: sources.map((s) => ({
        name: sourceName(s, language),
        type: 'line',
        showSymbol: false,
        sampling: 'lttb',
        connectNulls: true,
        data: days.map((d) => {
          const rate = rateOf.get(`${s}|${d}`);
          return rate === undefined ? null : Number(rate);
        }),
      })),
    },
    table: {
      caption: t('rates.chartCaption', { pair }),
      columns: [t('rates.date'), t('rates.source'), t('rates.rate')],
      // Newest first: the rows a reader wants are at the top.
      rows: [...rows].reverse().map((r) => [r.date, sourceName(r.source, language), r.rate]),
    },
  };
}
