import { pinyin } from 'pinyin-pro';

/**
 * Keyword text handling shared by every search (docs/search.md): what a keyword is split into, the Han bigrams
 * the indexes hold, and the pinyin stored beside Chinese names. Pure functions: the SQL side is in ./match.ts.
 */

/** Han characters: CJK Unified Ideographs, Extension A and the compatibility block (the range search_bigrams uses). */
const HAN_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;

export const hasHan = (text: string) => HAN.test(text);

/** Every two neighbouring Han characters of each run of the text, once each: what search_bigrams(text) holds. */
export function hanBigrams(text: string): string[] {
  const out = new Set<string>();
  for (const run of text.match(HAN_RUN) ?? []) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  }
  return [...out];
}

/** A PostgreSQL array literal of bigrams (Han characters need no quoting), sent as one parameter cast to text[]. */
export const bigramArrayLiteral = (bigrams: string[]) => `{${bigrams.join(',')}}`;

/**
 * The pinyin a Chinese name is found by, as stored in a row's search text: the syllables run together
 * (qingdaohaiyang), spaced (qing dao hai yang) and the initials (qdhy); '' when the name holds no Han character.
 * Tones are left out (people type none); ü stays ü, which search_fold turns into u.
 */
export function pinyinOf(name: string): string {
  if (!hasHan(name)) return '';
  const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed' })
    .map((s) => s.trim().toLowerCase())
    .filter((s) => /^[a-zü]+$/u.test(s));
  if (syllables.length === 0) return '';
  return [syllables.join(''), syllables.join(' '), syllables.map((s) => s[0]).join('')].join(' ');
}

/**
 * A row's search text: its parts lower-cased and joined, then the pinyin of each part that holds Chinese
 * (docs/search.md 'What a row is found by'). Accents stay: the index folds them (search_fold).
 */
export function searchTextOf(...parts: (string | null | undefined)[]): string {
  const present = parts.filter((p): p is string => Boolean(p));
  const pinyins = present.map(pinyinOf).filter(Boolean);
  return [...present, ...pinyins].join(' ').toLowerCase();
}

/** A keyword as searched: trimmed, inner white space made single. */
export const normaliseKeyword = (keyword: string | undefined) => (keyword ?? '').trim().replace(/\s+/gu, ' ');
