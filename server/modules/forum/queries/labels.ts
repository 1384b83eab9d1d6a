import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { communityLabel, dictionaryItem } from '../../../db/schema/index';

export function listLabels(db: Db, labelClass?: string) {
  return db
    .select({ labelCode: communityLabel.labelCode, labelNameAlias: communityLabel.labelNameAlias, labelClass: communityLabel.labelClass })
    .from(communityLabel)
    .where(and(eq(communityLabel.labelStatus, 1), labelClass ? eq(communityLabel.labelClass, labelClass) : undefined))
    .orderBy(asc(communityLabel.labelClass), asc(communityLabel.sort), asc(communityLabel.id));
}

/** Whether a code is an entry of a dictionary (a product of a product type, a label class). */
export async function inDictionary(db: Db, dicCode: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: dictionaryItem.id })
    .from(dictionaryItem)
    .where(and(eq(dictionaryItem.dicCode, dicCode), eq(dictionaryItem.detailCode, code)))
    .limit(1);
  return rows.length > 0;
}
