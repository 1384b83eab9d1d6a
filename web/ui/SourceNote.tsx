import { useRouteLoaderData } from 'react-router';
import { MSG } from '../../contracts/core/codes';

/**
 * Where a table's or chart's figures come from and how fresh they are: the source, the date of its latest row and,
 * when that is older than the series' publishing cadence, a 'late' mark. Shows the demo label while the portal
 * holds generated data.
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
  const root = useRouteLoaderData<{ siteInfo?: { demoData?: boolean } }>('root');
  const demo = root?.siteInfo?.demoData && source !== MSG.demoData;
  return (
    <p className={`ui-source${className ? ` ${className}` : ''}`}>
      Source: {source}
      {asOf !== undefined && <> · as of {asOf ?? '-'}</>}
      {late && (
        <span className="ui-source__late" title="The latest figures are older than this series is usually published">
          late
        </span>
      )}
      {demo && <span className="demo-tag">{MSG.demoData}</span>}
    </p>
  );
}
