import { useMemo } from 'react';
import { Link } from 'react-router';
import { dateFormats } from '../../../contracts/core/dates';
import { securityName, unitName } from '../../../contracts/data/format';
import type { DataPage, SecurityQuote, Tendency } from '../../../contracts/data/models';
import { useLanguage, useT } from '../../lib/i18n';
import { LazyChart } from '../../ui/charts/LazyChart';
import { DataTable } from '../../ui/DataTable';
import { DownloadLinks } from '../../ui/DownloadLinks';
import { SourceNote } from '../../ui/SourceNote';
import { candlestickChart, indexLineChart } from './chart-options';
import { SecurityLabel, securityColumns } from './columns';
import { dataMessages } from './messages';

/** The futures table height (§9) is also the chart's, so the two sit side by side on wide screens. */
export const FUTURES_PANEL_HEIGHT = 315;

/**
 * Latest futures or indexes and the chart of the selected one: candlesticks for a future, a line for an index.
 * Choosing a row is a link (the selection is in the URL). The home page's futures panel is the same component.
 */
export function SecurityPanel({
  title,
  headingId,
  latest,
  tendency,
  hrefOf,
  downloads,
}: {
  title: string;
  headingId: string;
  latest: DataPage<SecurityQuote>;
  tendency: Tendency | null;
  hrefOf: (code: string) => string;
  downloads?: { csv: string; xlsx: string };
}) {
  const t = useT(dataMessages);
  const language = useLanguage();
  const name = tendency ? securityName(tendency.securityCode, tendency.englishName, language).name : undefined;
  const chart = useMemo(() => {
    if (!tendency || !name || tendency.list.length === 0) return null;
    const make = tendency.kind === 'FUTURE' ? candlestickChart : indexLineChart;
    return make(tendency.list, name, unitName(tendency.weightUnitSymbol, language), language);
  }, [tendency, name, language]);
  const columns = useMemo(() => {
    const [first, ...rest] = securityColumns(language);
    return [
      {
        ...first!,
        cell: (r: SecurityQuote) => (
          <Link to={hrefOf(r.securityCode)} preventScrollReset aria-current={r.securityCode === tendency?.securityCode ? 'true' : undefined}>
            <SecurityLabel quote={r} language={language} />
          </Link>
        ),
      },
      ...rest,
    ];
  }, [hrefOf, tendency?.securityCode, language]);
  return (
    <section className="data-box data-security" aria-labelledby={headingId}>
      <header className="data-box__head">
        <h2 id={headingId}>{title}</h2>
      </header>
      <div className="data-box__meta">
        <SourceNote source={latest.source} asOf={latest.asOf} late={latest.late} />
        {downloads && <DownloadLinks csv={downloads.csv} xlsx={downloads.xlsx} label={t('chart.dailyBars', { name: name ?? title })} />}
      </div>
      <div className="data-security__body">
        <div className="data-security__table" style={{ maxHeight: FUTURES_PANEL_HEIGHT }}>
          <DataTable
            rows={latest.list}
            columns={columns}
            rowKey={(r) => r.securityCode}
            caption={title}
            rowClass={(r) => (r.securityCode === tendency?.securityCode ? 'data-row--selected' : undefined)}
          />
        </div>
        {chart && tendency && (
          <LazyChart
            option={chart.option}
            height={FUTURES_PANEL_HEIGHT}
            table={chart.table}
            label={t('chart.securityLabel', { name, count: tendency.list.length, day: dateFormats(language).date(tendency.asOf) })}
          />
        )}
      </div>
    </section>
  );
}
