import { useRouteLoaderData } from 'react-router';
import { MSG, specMessages } from '../../contracts/core/codes';
import { dateFormats } from '../../contracts/core/dates';
import { sourceName } from '../../contracts/data/format';
import { useLanguage, useMessages, useT } from '../lib/i18n';
import { uiMessages } from './messages';

/**
 * Where a table's or chart's figures come from and how fresh they are: the source, the date of its latest row and,
 * when that is older than the series' publishing cadence, a 'late' mark. Shows the demo label while the portal
 * holds generated data. Known sources and the date are written in the page's language.
 */
export function SourceNote({
  source,
  asOf,
  late,
  className,
}: {
  source: string;
  asOf?: string | null;
  late?: boolean;
  className?: string;
}) {
  const t = useT(uiMessages);
  const language = useLanguage();
  const msg = useMessages(specMessages).msg;
  const root = useRouteLoaderData<{ siteInfo?: { demoData?: boolean } }>('root');
  // A source is stored by its English name: generated rows say 'Demo data' already.
  const demo = root?.siteInfo?.demoData && source !== MSG.demoData;
  return (
    <p className={`ui-source${className ? ` ${className}` : ''}`}>
      {t('source.from', { source: sourceName(source, language) })}
      {asOf !== undefined && <> · {t('source.asOf', { date: dateFormats(language).date(asOf ?? null) })}</>}
      {late && (
        <span className="ui-source__late" title={t('source.lateTitle')}>
          {t('source.late')}
        </span>
      )}
      {demo && <span className="demo-tag">{msg.demoData}</span>}
    </p>
  );
}
