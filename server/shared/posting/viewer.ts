import type { LimitStore } from '../../platform/limits';
import { authorize, userPolicy, type Actor } from '../../platform/policy';
import type { Db } from '../../db/client';
import type { CollectService } from '../collect/index';
import type { ModerationService } from '../moderation/index';

/** What the leads and forum services are built from. */
export interface PostingDeps {
  db: Db;
  collect: CollectService;
  moderation: ModerationService;
  /** Where the per-user write limit counts (database or Redis). */
  limits: LimitStore;
  now?: () => number;
}

/**
 * The viewer a list's userId or collectUserId names, as a filter: naming nobody (absent or 0) filters nothing;
 * naming someone is the 'user' policy's actAs (a visitor is asked to sign in, another user refused), so it is the
 * caller.
 */
export function ownViewer(actor: Actor, named: number | undefined): number | undefined {
  authorize(actor, 'actAs', userPolicy.of({ userId: named || undefined }));
  return named ? actor?.userId : undefined;
}

/** 'YYYY-MM-DD HH:mm' in UTC, as the cards show a post's or topic's time (§3 transformEnTime). */
export const shownAt = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');
