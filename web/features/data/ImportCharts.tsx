import { useMemo } from 'react';
import { DATA_TYPE_LABEL, type DataType } from '../../../contracts/data/codes';
import type { DataPage, MonthlyTrendRow, YearlyTrendRow } from '../../../contracts/data/models';
import { LazyChart } from '../../ui/charts/LazyChart';
import { SourceNote } from '../../ui/SourceNote';
import { monthlyLineChart, pieChart, stackedBarChart } from './chart-options';

export const IMPORT_CHART_HEIGHT = 300;

/** The quote block's three import charts: the year's country shares, the yearly stacked bars, the monthly lines. */
export function ImportCharts({
  dataType,
  productLabel,
  statistic,
  yearly,
  monthly,
}: {
  dataType: DataType;
  productLabel: string;
  statistic: { list: { countryName: string; percent: number }[]; yearName: number };
  yearly: DataPage<YearlyTrendRow>;
  monthly: DataPage<MonthlyTrendRow>;
}) {
  const label = `${productLabel}: ${DATA_TYPE_LABEL[dataType]}`;
  const charts = useMemo(
    () => [
      { key: 'pie', title: `Country shares, ${statistic.yearName}`, ...pieChart(statistic.list, statistic.yearName, label) },
      { key: 'bar', title: 'By year and country', ...stackedBarChart(yearly.list, dataType, label) },
      { key: 'line', title: 'By month', ...monthlyLineChart(monthly.list, dataType, label) },
    ],
    [statistic, yearly, monthly, dataType, label],
  );
  return (
    <div className="data-charts">
      {charts.map((c) => (
        <div key={c.key} className="data-charts__item">
          <h3>{c.title}</h3>
          <LazyChart option={c.option} height={IMPORT_CHART_HEIGHT} table={c.table} label={`${label}, ${c.title.toLowerCase()}`} />
        </div>
      ))}
      <SourceNote source={monthly.source} asOf={monthly.asOf} late={monthly.late} className="data-charts__source" />
    </div>
  );
}
