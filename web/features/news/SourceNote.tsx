import { SourceNote as UiSourceNote } from '../../ui/SourceNote';

/** Where a news page's items come from (the shared note, in the news pages' style). */
export const SourceNote = ({ source }: { source: string }) => <UiSourceNote source={source} className="news-source" />;

export const NEWS_SOURCES = {
  market: 'trade press, exporters’ associations and customs statistics, edited by the CMSP news desk',
  factory: 'GACC registration lists, competent authorities and company announcements, edited by the CMSP news desk',
  customs: 'announcements of the General Administration of Customs of China (GACC), translated by the CMSP news desk',
} as const;
