import type { ColumnSpec } from './types';

/**
 * Header cells as published are inconsistent: 'COUNTRY(REGION)', ' Country (Region) ', '国家（地区） COUNTRY(REGION)'
 * with a line break between the languages. Both sides are compared after NFKC (full-width brackets become ASCII),
 * lower case, and one space for any run of white space.
 */
export const normaliseHeader = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

const ASCII_WORD = /[a-z0-9]/;

/** A name sits on a word boundary when the neighbouring character is absent, a space, or of another script. */
function boundaryBetween(outside: string | undefined, inside: string): boolean {
  if (outside === undefined || outside === ' ') return true;
  return !(ASCII_WORD.test(outside) && ASCII_WORD.test(inside));
}

/** The length of the longest name found in the header as whole words (0: none); an exact match outranks any. */
function score(header: string, names: readonly string[]): number {
  let best = 0;
  for (const raw of names) {
    const name = normaliseHeader(raw);
    if (!name) continue;
    if (name === header) return Number.MAX_SAFE_INTEGER;
    let at = header.indexOf(name);
    while (at >= 0) {
      if (boundaryBetween(header[at - 1], name[0]!) && boundaryBetween(header[at + name.length], name[name.length - 1]!)) {
        best = Math.max(best, name.length);
        break;
      }
      at = header.indexOf(name, at + 1);
    }
  }
  return best;
}

export interface HeaderMatch<K extends string> {
  /** For each header cell, the column it feeds, or null when the importer does not read it. */
  keys: (K | null)[];
  /** Required columns no header matched, by their first name. */
  missing: string[];
  matched: number;
}

/**
 * Assigns each header to the column whose name it holds most fully. When two headers claim one column, the better
 * match keeps it (then the first), so a 'NO.' inside 'CHINA REG. NO.' never takes the row-number column.
 */
export function matchHeaders<K extends string>(headers: readonly string[], columns: readonly ColumnSpec<K>[]): HeaderMatch<K> {
  const normalised = headers.map(normaliseHeader);
  const claims: { header: number; key: K; score: number }[] = [];
  normalised.forEach((header, index) => {
    if (!header) return;
    let bestKey: K | null = null;
    let bestScore = 0;
    for (const column of columns) {
      const s = score(header, column.names);
      if (s > bestScore) [bestKey, bestScore] = [column.key, s];
    }
    if (bestKey !== null) claims.push({ header: index, key: bestKey, score: bestScore });
  });
  const keys: (K | null)[] = headers.map(() => null);
  const taken = new Set<K>();
  for (const claim of [...claims].sort((a, b) => b.score - a.score || a.header - b.header)) {
    if (taken.has(claim.key)) continue;
    taken.add(claim.key);
    keys[claim.header] = claim.key;
  }
  const missing = columns.filter((c) => c.required && !taken.has(c.key)).map((c) => c.names[0] ?? c.key);
  return { keys, missing, matched: taken.size };
}
