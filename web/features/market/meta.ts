import type { MetaDescriptor } from 'react-router';
import { languageOfMatches, translator, type Language } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { marketMessages } from './messages';

type Matches = Parameters<typeof languageOfMatches>[0];

/** A market page's `meta` words: the page's language (from the root route's data) and the catalogue in it. */
export function metaWords(matches: Matches): { language: Language; t: ReturnType<typeof translator<'market'>> } {
  const language = languageOfMatches(matches);
  return { language, t: translator(language, marketMessages) };
}

/** The sections of the catalogue whose pages have a fixed title and description. */
type Section = 'company' | 'plant' | 'product' | 'suspended' | 'disease' | 'consignee';

/** A list page's title and description in the page's language. */
export function listMeta(matches: Matches, section: Section): MetaDescriptor[] {
  const { language, t } = metaWords(matches);
  return [{ title: pageTitle(t(`${section}.metaTitle`), language) }, { name: 'description', content: t(`${section}.metaDescription`) }];
}
