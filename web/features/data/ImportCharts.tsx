import { useMemo } from 'react';
import type { DataType } from '../../../contracts/data/codes';
import type { DataPage, MonthlyTrendRow, YearlyTrendRow } from '../../../contracts/data/models';
import { useLanguage, useT } from '../../lib/i18n';
import { LazyChart } from '../../ui/charts/LazyChart';
import { SourceNote } from '../../ui/SourceNote';
import { monthlyLineChart, pieChart, stackedBarChart } from './chart-options';
import { dataMessages } from './messages';

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
  const t = useT(dataMessages);
  const language = useLanguage();
  const label = t('chart.productLabel', { product: productLabel, type: t(`dataType.${dataType}`) });
  const charts = useMemo(
    () => [
      { key: 'pie', title: t('chart.shares', { year: statistic.yearName }), ...pieChart(statistic.list, statistic.yearName, label, language) },
      { key: 'bar', title: t('chart.byYear'), ...stackedBarChart(yearly.list, dataType, label, language) },
      { key: 'line', title: t('chart.byMonth'), ...monthlyLineChart(monthly.list, dataType, label, language) },
    ],
    [statistic, yearly, monthly, dataType, label, language, t],
  );
  return (
    <div className="data-charts">
      {charts.map((c) => (
        <div key={c.key} className="data-charts__item">
          <h3>{c.title}</h3>
          <LazyChart option={c.option} height={IMPORT_CHART_HEIGHT} table={c.table} label={t('chart.boxLabel', { label, title: c.title.toLowerCase() })} />
        </div>
      ))}
      <SourceNote source={monthly.source} asOf={monthly.asOf} late={monthly.late} className="data-charts__source" />
    </div>
  );
}
