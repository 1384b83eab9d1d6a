import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dictionaryItem, product } from '../../db/schema/index';
import { normaliseKeyword } from './text';

/**
 * The dictionaries whose English and Chinese names are the same product in two languages (docs/search.md
 * 'Synonyms'): the goods types, the seafood product groups, and product_term, the dictionary kept for search
 * (red shrimp = 红虾, beef = 牛肉), edited like any dictionary.
 */
export const SYNONYM_DICTIONARIES = ['goods_type', 'products_approval', 'product_term'] as const;

/** At most this many synonyms are added to a keyword. */
const MAX_SYNONYMS = 8;

/**
 * The keyword's other-language names: the Chinese name of a dictionary entry or product whose English name is the
 * keyword (folded: case and accents do not matter), the English name of one whose Chinese name is the keyword.
 * The keyword itself is not among them; none for an empty keyword.
 */
export async function synonymsOf(db: Executor, keyword: string | undefined): Promise<string[]> {
  const text = normaliseKeyword(keyword);
  if ([...text].length < 2) return [];
  const folded = sql`search_fold(${text})`;
  const [terms, products] = await Promise.all([
    db
      .select({ en: dictionaryItem.enName, zh: dictionaryItem.zhName })
      .from(dictionaryItem)
      .where(
        and(
          inArray(dictionaryItem.dicCode, [...SYNONYM_DICTIONARIES]),
          or(sql`search_fold(${dictionaryItem.enName}) = ${folded}`, eq(dictionaryItem.zhName, text)),
        ),
      )
      .limit(MAX_SYNONYMS),
    // Both names are B-tree indexed (the prefix indexes serve equality too).
    db
      .selectDistinct({ en: product.enGoodsName, zh: product.goodsName })
      .from(product)
      .where(or(sql`lower(${product.enGoodsName}) = ${text.toLowerCase()}`, eq(product.goodsName, text)))
      .limit(MAX_SYNONYMS),
  ]);
  const lowered = text.toLowerCase();
  const out = new Set<string>();
  for (const { en, zh } of [...terms, ...products]) {
    for (const name of [en, zh]) if (name && name.toLowerCase() !== lowered) out.add(name);
  }
  return [...out].slice(0, MAX_SYNONYMS);
}
