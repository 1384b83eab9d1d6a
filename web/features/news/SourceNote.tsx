import { useT } from '../../lib/i18n';
import { SourceNote as UiSourceNote } from '../../ui/SourceNote';
import { newsMessages } from './messages';

/** Where a news page's items come from (the shared note, in the news pages' style). */
export const SourceNote = ({ source }: { source: string }) => <UiSourceNote source={source} className="news-source" />;

/** The sections whose sources the pages name. */
export type NewsSourceKey = 'overview' | 'market' | 'factory' | 'customs';

/** The source of a section's items, in the page's language. */
export function useNewsSource(section: NewsSourceKey): string {
  return useT(newsMessages)(`sources.${section}`);
}

/** A section's source note, in the page's language. */
export const SectionSource = ({ section }: { section: NewsSourceKey }) => <SourceNote source={useNewsSource(section)} />;
