import type { LimitStore } from '../../platform/limits';
import { unauthorized } from '../../platform/envelope';
import { assertActsAsSelf, type Actor } from '../../platform/policy';
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

/** The viewer a body's userId or collectUserId names must be the session's own user. */
export function ownViewer(actor: Actor, named: number | undefined): number | undefined {
  if (named === undefined || named === 0) return undefined;
  if (!actor) throw unauthorized();
  assertActsAsSelf(actor, named);
  return actor.userId;
}

/** 'YYYY-MM-DD HH:mm' in UTC, as the cards show a post's or topic's time (§3 transformEnTime). */
export const shownAt = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');
