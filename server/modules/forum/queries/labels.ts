import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { communityLabel } from '../../../db/schema/index';

export function listLabels(db: Executor, labelClass?: string) {
  return db
    .select({ labelCode: communityLabel.labelCode, labelNameAlias: communityLabel.labelNameAlias, labelClass: communityLabel.labelClass })
    .from(communityLabel)
    .where(and(eq(communityLabel.labelStatus, 1), labelClass ? eq(communityLabel.labelClass, labelClass) : undefined))
    .orderBy(asc(communityLabel.labelClass), asc(communityLabel.sort), asc(communityLabel.id));
}
