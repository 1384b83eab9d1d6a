import { moderationCalls } from '../../../contracts/moderation/calls';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import { auditActorOf } from '../audit/index';
import { createModerationService, type ModerationNotices, type ModerationService } from './service';
import type { ModerationRegistry } from './registry';

export {
  createModerationRegistry,
  openReportCount,
  openReportReasons,
  resolveReports,
  type ModeratedRecord,
  type ModeratedSource,
  type ModerationRegistry,
  type QueueFilter,
} from './registry';
export type { ModerationNotices, ModerationService } from './service';
export {
  changesOf,
  editColumn,
  hasPendingEdit,
  queueEditOf,
  queueStatusWhere,
  waitingFieldsOf,
  type EditFields,
  type EditMode,
} from './edits';

/** Review before publishing, reports and the admin queue, over the items areas register (docs/leads-and-forum.md). */
export function registerModeration(
  http: CallRegistrar,
  db: Db,
  registry: ModerationRegistry,
  notices?: ModerationNotices,
): ModerationService {
  const moderation = createModerationService(db, registry, http.limits, Date.now, notices);
  const c = moderationCalls;
  http.handle(c.report, async ({ body }, { user }) => {
    await moderation.report(user, body);
    return null;
  });
  http.handle(c.queue, ({ query }, { user }) => moderation.queue(query, user));
  http.handle(c.review, async ({ body }, { user, request }) => {
    await moderation.review(body, auditActorOf(user, request.id));
    return null;
  });
  http.handle(c.flags, async ({ body }, { user, request }) => {
    await moderation.flags(body, auditActorOf(user, request.id));
    return null;
  });
  http.handle(c.confirmPlant, async ({ body }, { user, request }) => {
    await moderation.confirmPlant(body, auditActorOf(user, request.id));
    return null;
  });
  http.handle(c.settings, (_input, { user }) => moderation.settings(user));
  http.handle(c.saveSettings, async ({ body }, { user, request }) => {
    await moderation.saveSettings(body, auditActorOf(user, request.id));
    return null;
  });
  return moderation;
}
