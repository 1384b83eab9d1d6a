import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { KEYWORD_TRIGRAM_MIN } from '../../../../contracts/market/codes';
import { escapeLike } from '../../../db/sql/like';
import { normaliseRegNo } from '../../../db/sql/regno';
import type { SearchTarget } from '../../../db/sql/search';
import { planTerm, termCondition } from '../../../shared/search';

export { escapeLike };

export const isShortKeyword = (keyword: string) => [...keyword].length < KEYWORD_TRIGRAM_MIN;

export interface KeywordMatch {
  where: SQL;
  /** For a prefix match: the indexed expression to order by, so the index also serves the page. */
  orderBy?: SQL;
}

/** Chinese (or any non-ASCII) text: its short prefixes are looked up in the Chinese-name indexes. */
export const hasNonAscii = (text: string) => [...text].some((ch) => ch.charCodeAt(0) > 127);

export interface KeywordColumns {
  /** The row's stored search columns: its folded search text and Han bigrams, GIN-indexed (docs/search.md). */
  search: SearchTarget;
  /** One or two characters: a prefix of this (a text_pattern_ops B-tree) ... */
  latin: SQL;
  /** ... or of this when the keyword is Chinese. */
  cjk?: SQL;
  /** `latin` is a normalised Reg.No. (regNoKey): a short keyword is normalised too. */
  latinIsRegNo?: boolean;
  /** The search text also holds the row's normalised Reg.No.s: a keyword matches them normalised as well. */
  hasRegNos?: boolean;
}

/** Which condition a keyword makes, and the LIKE patterns it compares with. */
export interface KeywordPlan {
  kind: 'substring' | 'substring-or-regno' | 'han' | 'cjk-prefix' | 'latin-prefix';
  pattern: string;
  /** substring-or-regno: the normalised Reg.No. as a second substring. */
  regNoPattern?: string;
  /** han: the keyword's Han bigrams (a text[] literal). */
  bigrams?: string;
}

/**
 * A keyword condition that an index always serves (docs/search.md). A keyword holding two or more neighbouring
 * Chinese characters: the row's Han bigrams contain the keyword's (bigram GIN), and its folded search text holds
 * the keyword. Otherwise, from three characters: a substring of the row's folded search text (trigram GIN on
 * search_fold: case and accents do not matter, 'frigorifico' finds 'Frigorífico', pinyin finds a Chinese name);
 * where the search text holds normalised Reg.No.s, the normalised keyword is a second substring on the same
 * index ('dl-876' finds 'DL 876'). Shorter: a prefix of the (normalised) registration number (`latin`), or of the
 * Chinese name (`cjk`) for one Chinese character, on text_pattern_ops B-trees, since trigrams cannot index one or
 * two characters.
 */
export function planKeyword(columns: KeywordColumns, keyword: string | undefined): KeywordPlan | undefined {
  if (!keyword) return undefined;
  const lowered = keyword.toLowerCase();
  const term = planTerm(lowered);
  if (term?.kind === 'han') return { kind: 'han', pattern: term.pattern, bigrams: term.bigrams };
  if (!isShortKeyword(lowered)) {
    const pattern = `%${escapeLike(lowered)}%`;
    const regNo = normaliseRegNo(lowered);
    // A normalised keyword shorter than a trigram would scan the whole index: the substring alone serves it.
    if (!columns.hasRegNos || regNo === lowered || isShortKeyword(regNo)) return { kind: 'substring', pattern };
    return { kind: 'substring-or-regno', pattern, regNoPattern: `%${escapeLike(regNo)}%` };
  }
  if (hasNonAscii(lowered) && columns.cjk) return { kind: 'cjk-prefix', pattern: `${escapeLike(lowered)}%` };
  // A keyword of separators only normalises to '' and, as a prefix of a normalised Reg.No., matches nothing.
  const prefix = columns.latinIsRegNo ? normaliseRegNo(lowered) || lowered : lowered;
  return { kind: 'latin-prefix', pattern: `${escapeLike(prefix)}%` };
}

/**
 * The condition of a plan's kind, comparing with `pattern` and `regNoPattern`: the plan's strings (sent as
 * parameters) or placeholders of a prepared statement.
 */
export function keywordCondition(
  columns: KeywordColumns,
  kind: KeywordPlan['kind'],
  pattern: string | Placeholder,
  regNoPattern?: string | Placeholder,
  bigrams?: string | Placeholder,
): KeywordMatch {
  switch (kind) {
    case 'substring':
      return { where: termCondition(columns.search, 'fold', pattern) };
    case 'substring-or-regno':
      return {
        where: sql`(${termCondition(columns.search, 'fold', pattern)} or ${termCondition(columns.search, 'fold', regNoPattern!)})`,
      };
    case 'han':
      return { where: termCondition(columns.search, 'han', pattern, bigrams) };
    case 'cjk-prefix':
      return { where: sql`${columns.cjk} like ${pattern}`, orderBy: keywordOrder(columns, kind) };
    case 'latin-prefix':
      return { where: sql`${columns.latin} like ${pattern}`, orderBy: keywordOrder(columns, kind) };
  }
}

/** A prefix match's indexed expression, to order a page by so the index serves it too; none for a substring. */
export function keywordOrder(columns: KeywordColumns, kind: KeywordPlan['kind']): SQL | undefined {
  if (kind === 'cjk-prefix') return columns.cjk;
  return kind === 'latin-prefix' ? columns.latin : undefined;
}

/** The keyword's condition with its patterns as parameters (planKeyword, then keywordCondition). */
export function keywordMatch(columns: KeywordColumns, keyword: string | undefined): KeywordMatch | undefined {
  const plan = planKeyword(columns, keyword);
  return plan && keywordCondition(columns, plan.kind, plan.pattern, plan.regNoPattern, plan.bigrams);
}

/** One condition of a list filter: the letter it adds to a shape's name, whether the filter has it, and its SQL. */
export type ShapePart = [letter: string, present: boolean, where: () => SQL];

/**
 * A list filter's shape, for statements prepared per shape (server/db/prepared.ts): its name says which conditions
 * are present and what kind of keyword it has, its condition holds placeholders only, and its values fill them
 * (the keyword's LIKE patterns as `pattern` and `regNoPattern`, its Han bigrams as `bigrams`). The condition is built only when a statement is
 * prepared; a call of a shape already prepared needs the name and the values alone.
 */
export function filterShape(columns: KeywordColumns, keyword: string | undefined, parts: ShapePart[], values: Record<string, unknown>) {
  const plan = planKeyword(columns, keyword);
  const present = parts.filter(([, has]) => has);
  return {
    name: `${present.map(([letter]) => letter).join('')}_${plan?.kind ?? 'all'}`,
    where: () =>
      and(
        ...present.map(([, , where]) => where()),
        plan &&
          keywordCondition(columns, plan.kind, sql.placeholder('pattern'), sql.placeholder('regNoPattern'), sql.placeholder('bigrams'))
            .where,
      ),
    values: { ...values, pattern: plan?.pattern, regNoPattern: plan?.regNoPattern, bigrams: plan?.bigrams },
    /** A prefix keyword's indexed expression, to order the page by. */
    prefixOrder: plan && keywordOrder(columns, plan.kind),
  };
}

/** How many rows to skip for a page. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
