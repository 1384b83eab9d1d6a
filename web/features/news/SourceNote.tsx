import { useRouteLoaderData } from 'react-router';
import { MSG } from '../../../contracts/core/codes';

/** Where a news page's items come from, and the demo label while the portal shows generated data. */
export function SourceNote({ source }: { source: string }) {
  const root = useRouteLoaderData<{ siteInfo?: { demoData?: boolean } }>('root');
  return (
    <p className="news-source">
      Source: {source}
      {root?.siteInfo?.demoData && <span className="demo-tag">{MSG.demoData}</span>}
    </p>
  );
}

export const NEWS_SOURCES = {
  market: 'trade press, exporters’ associations and customs statistics, edited by the CMSP news desk',
  factory: 'GACC registration lists, competent authorities and company announcements, edited by the CMSP news desk',
  customs: 'announcements of the General Administration of Customs of China (GACC), translated by the CMSP news desk',
} as const;
