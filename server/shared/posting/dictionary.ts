import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dictionaryItem } from '../../db/schema/index';

/** Whether a code is an entry of a dictionary (a product of a product type, a label class). */
export async function inDictionary(db: Executor, dicCode: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: dictionaryItem.id })
    .from(dictionaryItem)
    .where(and(eq(dictionaryItem.dicCode, dicCode), eq(dictionaryItem.detailCode, code)))
    .limit(1);
  return rows.length > 0;
}
