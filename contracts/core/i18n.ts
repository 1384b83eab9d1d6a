import type { FlatNamespace, TFunction } from 'i18next';
import type { Language } from './languages';
import { fill, type Params } from './messages';

/**
 * A message catalogue: one area's UI text in both languages, under its namespace. The texts live in JSON files beside
 * the code that shows them (`messages/en.json`, `messages/zh.json`); `npm run check` (scripts/check-messages.ts)
 * fails when a key is in one language only. How to add a message or a language: docs/i18n.md.
 */
export interface Catalogue<NS extends FlatNamespace = FlatNamespace> {
  ns: NS;
  /** The texts by language; a built browser page holds its own language's only (web/lib/i18n/page-catalogue.ts). */
  messages: Partial<Record<Language, object>>;
}

export function catalogue<NS extends FlatNamespace>(ns: NS, en: object, zh: object): Catalogue<NS> {
  return { ns, messages: { en, zh } };
}

/** What a `t` call may pass: the values its placeholders name, `count` for a plural, a text for a missing key. */
type Options = Readonly<Record<string, unknown>> & { count?: unknown; defaultValue?: unknown };

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralOf(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** The string at a dotted key ('plant.title') of a catalogue's texts, if there is one. */
function lookup(texts: object, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A catalogue's texts in a language: in React through `useT`, outside it for mails, notifications, downloads and page
 * titles. The i18next form of the catalogues (JSON v4) read by a few lines instead of its 14 KB gzip runtime, which
 * every page loaded first (decision 0070): a dotted key; with a numeric `count`, the key's plural form for the
 * language (`_one`, `_other`, `_zero` when the count is 0 and the catalogue has it), else the key itself; placeholders
 * `{{name}}` filled from the options, one without a value left as it is. A missing key shows `defaultValue`, else the
 * key, never the other language (the check and the e2e route walk catch it).
 */
export function translator<NS extends FlatNamespace>(language: Language, entry: Catalogue<NS>): TFunction<NS> {
  const texts = entry.messages[language] ?? {};
  const t = (key: string, options: Options = {}): string => {
    const { count, defaultValue } = options;
    let text: string | undefined;
    if (typeof count === 'number') {
      if (count === 0) text = lookup(texts, `${key}_zero`);
      text ??= lookup(texts, `${key}_${pluralOf(language, count)}`);
    }
    text ??= lookup(texts, key) ?? (typeof defaultValue === 'string' ? defaultValue : key);
    return fill(text, options as Params);
  };
  return t as unknown as TFunction<NS>;
}
