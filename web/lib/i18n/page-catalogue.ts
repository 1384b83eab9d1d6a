import type { FlatNamespace } from 'i18next';
import type { Catalogue } from '../../../contracts/core/i18n';
import { HTML_LANG, LANGUAGES, type Language } from '../../../contracts/core/languages';

/** A catalogue's JSON file in one language, as a module of its own. */
type Load = () => Promise<{ default: object }>;

/**
 * The languages a catalogue is loaded in. A page's language never changes while it is open (the switch loads the other
 * language's page), so the built browser pages fetch their own language's texts only, plus English where a catalogue
 * names tracked events in English (`english`). The server renders both languages, and the dev server and the
 * component tests load both as well (no first-load cost there).
 */
function languagesToLoad(english: boolean): readonly Language[] {
  if (typeof document === 'undefined' || !import.meta.env?.PROD) return LANGUAGES;
  const page: Language = document.documentElement.lang === HTML_LANG.zh ? 'zh' : 'en';
  return english && page !== 'en' ? ['en', page] : [page];
}

/**
 * A web catalogue whose texts are separate chunks, awaited at the top of its messages.ts:
 * `export const marketMessages = await pageCatalogue('market', { en: () => import('./messages/en.json'), ... })`.
 * A route's modules finish loading once their catalogues have, before hydration or a client navigation renders them
 * (decision 0073); a language not loaded shows keys, which the e2e language walk would catch.
 */
export async function pageCatalogue<NS extends FlatNamespace>(
  ns: NS,
  load: Record<Language, Load>,
  { english = false }: { english?: boolean } = {},
): Promise<Catalogue<NS>> {
  const loaded = await Promise.all(languagesToLoad(english).map(async (language) => [language, (await load[language]()).default] as const));
  return { ns, messages: Object.fromEntries(loaded) };
}
