import type { FlatNamespace } from 'i18next';
import type { Catalogue } from './i18n';
import { LANGUAGES, type Language } from './languages';

/**
 * The messages contracts/ names (the specification's §5 and §8, and the portal's own for what it does not cover) in
 * both languages. Each area keeps them in a catalogue beside its codes (`messages/en.json`, `messages/zh.json`) and
 * makes a table of it; its constants (MSG, ACCOUNT_MSG, ...) are the table's English texts, which services throw, schemas
 * name and tests compare. The envelope's edge answers a text's twin in the request's language (`localText`), so no
 * service or schema has to know the reader's language. How to add one: docs/i18n.md 'Messages the server answers'.
 */

/** A catalogue's texts: nested objects of strings, as the JSON files hold them. */
export interface Texts {
  readonly [key: string]: string | Texts;
}
export type Params = Readonly<Record<string, string | number>>;

/** The dotted paths of a catalogue's texts ('request.invalidField'). */
export type TextPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextPath<T[K]>}`;
}[keyof T & string];

/**
 * A table of one catalogue: its texts in each language with the values it fills in once (limits), and its i18next
 * form. Plain data, no functions: the browser's light contracts (scripts/vite-client-contracts.ts) keep it as it is.
 */
export interface MessageTable<NS extends FlatNamespace, T extends Texts> {
  readonly catalogue: Catalogue<NS>;
  /** The texts in each language, with the table's values filled in; placeholders without a value stay (`{{field}}`). */
  readonly texts: Readonly<Record<Language, T>>;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A template with the values it names filled in; a name without a value stays as it is. */
export function fill(template: string, params: Params = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

function filled<T extends Texts>(texts: T, params: Readonly<Record<string, Params>>, prefix = ''): T {
  const out: Record<string, string | Texts> = {};
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out[key] = typeof value === 'string' ? fill(value, params[path]) : filled(value, params, path);
  }
  return out as T;
}

interface Entry {
  /** The text in each language, values filled in. */
  texts: Record<Language, string>;
  /** Set when a placeholder is left: the pattern that finds the text with any values, and their names in order. */
  patterns?: { match: Record<Language, RegExp>; names: Record<Language, string[]> };
}

const exact = new Map<string, Entry>();
const templated: Entry[] = [];
/** Texts two tables give different twins: the catalogue test fails on any. */
const disagreements: string[] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a pattern: its placeholders capture any text, shortest first. */
function patternOf(template: string): { match: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(template.slice(last, m.index)) + '([\\s\\S]+?)';
    names.push(m[1]!);
    last = m.index + m[0].length;
  }
  return { match: new RegExp(`^${source}${escapeRegExp(template.slice(last))}$`), names };
}

/** Every text of a table in every language, so the edge can find a text's twin. */
function remember(byLanguage: Record<Language, Texts>, prefix = '') {
  for (const [key, value] of Object.entries(byLanguage.en)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') {
      const inner = Object.fromEntries(LANGUAGES.map((l) => [l, byLanguage[l][key] as Texts])) as Record<Language, Texts>;
      remember(inner, path);
      continue;
    }
    const texts = Object.fromEntries(LANGUAGES.map((l) => [l, byLanguage[l][key] as string])) as Record<Language, string>;
    const entry: Entry = { texts };
    if (LANGUAGES.some((l) => texts[l].match(PLACEHOLDER))) {
      const patterns = LANGUAGES.map((l) => [l, patternOf(texts[l])] as const);
      entry.patterns = {
        match: Object.fromEntries(patterns.map(([l, p]) => [l, p.match])) as Record<Language, RegExp>,
        names: Object.fromEntries(patterns.map(([l, p]) => [l, p.names])) as Record<Language, string[]>,
      };
      templated.push(entry);
    }
    // The first table to name a text decides its twin; the catalogue test checks that all agree.
    for (const language of LANGUAGES) {
      const known = exact.get(texts[language]);
      if (!known) exact.set(texts[language], entry);
      else if (LANGUAGES.some((l) => known.texts[l] !== texts[l])) disagreements.push(`${path}: '${texts[language]}'`);
    }
  }
}

/**
 * Makes a catalogue's table and remembers its texts for `localText`. `params` fills values that never change (a
 * limit: `{ 'tooLong': { max: 255 } }`); texts left with placeholders are found by pattern, whatever fills them.
 */
export function messageTable<NS extends FlatNamespace, T extends Texts>(
  ns: NS,
  en: T,
  zh: T,
  params: Partial<Record<TextPath<T>, Params>> = {},
): MessageTable<NS, T> {
  const values = params as Readonly<Record<string, Params>>;
  const texts: Record<Language, T> = { en: filled(en, values), zh: filled(zh, values) };
  remember(texts);
  return { catalogue: { ns, messages: { en, zh } }, texts };
}

/**
 * A message in a language: the twin of a text any table holds (as its constant was thrown, or with other values in
 * its placeholders), or the text itself when no table knows it (data, a name, a text from a library).
 */
export function localText(language: Language, text: string): string {
  const known = exact.get(text);
  if (known) return known.texts[language];
  for (const entry of templated) {
    for (const from of LANGUAGES) {
      const found = entry.patterns!.match[from].exec(text);
      if (!found) continue;
      const names = entry.patterns!.names[from];
      // A value that is itself a known text (a field's message inside 'Invalid {{field}}: {{message}}') follows too.
      const values = Object.fromEntries(names.map((name, i) => [name, exact.get(found[i + 1]!)?.texts[language] ?? found[i + 1]!]));
      return fill(entry.texts[language], values);
    }
  }
  return text;
}

/** Texts that two tables translate differently (the catalogue test expects none). */
export const messageDisagreements = (): readonly string[] => disagreements;
