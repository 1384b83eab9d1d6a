import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { CONVERSATION_SUBJECT } from '../../contracts/enquiries/codes';
import type { Executor } from '../db/client';
import {
  animalDisease,
  appUser,
  auditLog,
  bankAccountReport,
  comment,
  communityTopic,
  companyApplication,
  companyInvitation,
  companyMember,
  conversation,
  conversationMessage,
  moderationReport,
  type notification,
  plant,
  plantEvent,
  plantRegistration,
  savedSearch,
  savedSearchMatch,
  subscription,
  supplyDemand,
} from '../db/schema/index';
import type { NotificationKind } from '../shared/notifications/index';
import { expectLiftTold } from './demo-lift-notice';

/**
 * What a notification of each kind must follow from (the demo's test, server/db/seed/notifications.test.ts): the object
 * its event key names exists and concerns its reader as the kind says. A Record, so a new kind needs its check.
 */
type Row = (typeof notification.$inferSelect)[];
const one = async <T>(found: Promise<T[]>, what: string): Promise<T> => {
  const [row] = await found;
  expect(row, what).toBeTruthy();
  return row!;
};
const idAt = (key: string, i: number) => Number(key.split(':')[i]);

export function noticeChecks(db: Executor): Record<NotificationKind, (n: Row[number]) => Promise<void>> {
  /** The item a moderation decision names: its author and status. */
  async function moderatedItem(type: string, id: number) {
    const table = type === 'SUPPLY_DEMAND' ? supplyDemand : communityTopic;
    return one(db.select({ userId: table.userId, checkStatus: table.checkStatus }).from(table).where(eq(table.id, id)), `${type} ${id}`);
  }

  async function decision(n: Row[number], action: string, status: 2 | 3) {
    const [, type, id, auditId] = n.eventKey.split(':') as [string, string, string, string];
    const entry = await one(
      db
        .select()
        .from(auditLog)
        .where(eq(auditLog.id, Number(auditId))),
      `audit ${auditId}`,
    );
    expect(entry).toMatchObject({ action, subjectType: type, subjectId: id });
    expect((entry.after as { checkStatus: number }).checkStatus).toBe(status);
    expect(n.createdAt.getTime()).toBeGreaterThanOrEqual(entry.at.getTime());
    return moderatedItem(type!, Number(id));
  }

  /** The subscription a watchlist alert came through: the reader's, watching what the alert is about. */
  async function subscriptionOf(n: Row[number]) {
    expect(n.subscriptionId, n.eventKey).not.toBeNull();
    const sub = await one(db.select().from(subscription).where(eq(subscription.id, n.subscriptionId!)), `subscription of ${n.eventKey}`);
    expect(sub.userId).toBe(n.userId);
    return sub;
  }

  /** The post an expiry notice names: the reader's, approved, expiring when the key says; answers that time. */
  const expiryOf = async (n: Row[number], kind: 'lead-expiring' | 'lead-expired') => {
    const [, id, expires] = new RegExp(`^${kind}:(\\d+):(.+)$`).exec(n.eventKey)!;
    const lead = await one(
      db
        .select()
        .from(supplyDemand)
        .where(eq(supplyDemand.id, Number(id))),
      n.eventKey,
    );
    expect([lead.userId, lead.checkStatus, lead.expiresAt.toISOString()]).toEqual([n.userId, 2, expires]);
    return lead.expiresAt.getTime();
  };
  /** The comment a comment notice names. */
  const commentOf = (n: Row[number]) =>
    one(
      db
        .select()
        .from(comment)
        .where(eq(comment.id, idAt(n.eventKey, 1))),
      n.eventKey,
    );

  /** Per kind: the object the notification names exists and concerns its reader as the kind says. */
  const checks: Record<NotificationKind, (n: Row[number]) => Promise<void>> = {
    'review-approved': async (n) => expect(await decision(n, 'moderation.review', 2)).toEqual({ userId: n.userId, checkStatus: 2 }),
    'review-refused': async (n) => expect(await decision(n, 'moderation.review', 3)).toEqual({ userId: n.userId, checkStatus: 3 }),
    // An edit is decided on a live item: it stays approved whether the edit was approved or refused.
    'edit-approved': async (n) => expect(await decision(n, 'moderation.edit', 2)).toEqual({ userId: n.userId, checkStatus: 2 }),
    'edit-refused': async (n) => expect(await decision(n, 'moderation.edit', 3)).toEqual({ userId: n.userId, checkStatus: 2 }),
    'lead-expiring': async (n) => expect(n.createdAt.getTime()).toBeLessThan(await expiryOf(n, 'lead-expiring')),
    'lead-expired': async (n) => expect(n.createdAt.getTime()).toBeGreaterThanOrEqual(await expiryOf(n, 'lead-expired')),
    comment: async (n) => {
      const c = await commentOf(n);
      expect(c.authorId).not.toBe(n.userId);
      expect(['SUPPLY_DEMAND', 'COMMUNITY']).toContain(c.commentsType);
      expect((await moderatedItem(c.commentsType, Number(c.ownerId))).userId).toBe(n.userId);
      expect(n.createdAt.getTime()).toBeGreaterThanOrEqual(c.createdAt.getTime());
    },
    'comment-reply': async (n) => {
      const c = await commentOf(n);
      const parent = await one(
        db
          .select()
          .from(comment)
          .where(eq(comment.id, c.parentId ?? 0)),
        `parent of ${n.eventKey}`,
      );
      expect([parent.authorId, c.authorId === n.userId]).toEqual([n.userId, false]);
      expect(n.createdAt.getTime()).toBeGreaterThanOrEqual(c.createdAt.getTime());
    },
    enquiry: async (n) => {
      const conv = await one(
        db
          .select()
          .from(conversation)
          .where(eq(conversation.id, idAt(n.eventKey, 1))),
        n.eventKey,
      );
      const [first] = await db
        .select()
        .from(conversationMessage)
        .where(eq(conversationMessage.conversationId, conv.id))
        .orderBy(asc(conversationMessage.id))
        .limit(1);
      expect([conv.ownerId, first?.id, first?.senderId]).toEqual([n.userId, idAt(n.eventKey, 2), conv.enquirerId]);
      expect(n.createdAt.getTime()).toBeGreaterThanOrEqual(first!.createdAt.getTime());
    },
    message: async (n) => {
      const conv = await one(
        db
          .select()
          .from(conversation)
          .where(eq(conversation.id, idAt(n.eventKey, 1))),
        n.eventKey,
      );
      const m = await one(
        db
          .select()
          .from(conversationMessage)
          .where(eq(conversationMessage.id, idAt(n.eventKey, 2))),
        n.eventKey,
      );
      expect([conv.ownerId, conv.enquirerId]).toContain(n.userId);
      expect(m.conversationId).toBe(conv.id);
      expect(m.senderId).toBe(conv.ownerId === n.userId ? conv.enquirerId : conv.ownerId);
      expect(n.createdAt.getTime()).toBeGreaterThanOrEqual(m.createdAt.getTime());
    },
    'conversation-report': async (n) => {
      const id = idAt(n.eventKey, 1);
      await one(
        db
          .select()
          .from(moderationReport)
          .where(
            and(
              eq(moderationReport.subjectType, CONVERSATION_SUBJECT),
              eq(moderationReport.subjectId, id),
              eq(moderationReport.reporterId, n.userId),
            ),
          ),
        `report of ${n.eventKey}`,
      );
      const entry = await one(
        db
          .select()
          .from(auditLog)
          .where(eq(auditLog.id, idAt(n.eventKey, 2))),
        n.eventKey,
      );
      expect([entry.action.startsWith('conversation.'), entry.subjectId]).toEqual([true, String(id)]);
    },
    search: async (n) => {
      const [searchId, leadId] = [idAt(n.eventKey, 1), idAt(n.eventKey, 2)];
      const search = await one(db.select().from(savedSearch).where(eq(savedSearch.id, searchId)), n.eventKey);
      const lead = await one(db.select().from(supplyDemand).where(eq(supplyDemand.id, leadId)), n.eventKey);
      await one(
        db
          .select()
          .from(savedSearchMatch)
          .where(and(eq(savedSearchMatch.searchId, searchId), eq(savedSearchMatch.leadId, leadId))),
        n.eventKey,
      );
      expect([search.userId, lead.checkStatus, lead.userId === n.userId]).toEqual([n.userId, 2, false]);
      expect(lead.checkTime!.getTime()).toBeGreaterThan(search.createdAt.getTime());
    },
    'company-application': async (n) => {
      const [, id, event] = n.eventKey.split(':');
      const app = await one(
        db
          .select()
          .from(companyApplication)
          .where(eq(companyApplication.id, Number(id))),
        n.eventKey,
      );
      expect(app.ownerId).toBe(n.userId);
      expect(app.state).toBe({ approved: 'VERIFIED', refused: 'REFUSED', revoked: 'REVOKED' }[event!]);
    },
    'company-team': async (n) => {
      const [, id, event, userId] = n.eventKey.split(':');
      const app = await one(
        db
          .select()
          .from(companyApplication)
          .where(eq(companyApplication.id, Number(id))),
        n.eventKey,
      );
      expect([app.state, Number(userId)]).toEqual(['VERIFIED', n.userId]);
      // Told of a colleague joining: the team's owner, and the team has members.
      expect(event).toBe('joined');
      expect(app.ownerId).toBe(n.userId);
      expect((await db.select().from(companyMember).where(eq(companyMember.applicationId, app.id))).length).toBeGreaterThan(0);
    },
    'company-invitation': async (n) => {
      const inv = await one(
        db
          .select()
          .from(companyInvitation)
          .where(eq(companyInvitation.id, idAt(n.eventKey, 1))),
        n.eventKey,
      );
      const reader = await one(db.select().from(appUser).where(eq(appUser.id, n.userId)), 'reader');
      expect([inv.email, inv.state]).toEqual([reader.email, 'OPEN']);
    },
    'bank-account-report': async (n) => {
      const report = await one(
        db
          .select()
          .from(bankAccountReport)
          .where(eq(bankAccountReport.id, idAt(n.eventKey, 1))),
        n.eventKey,
      );
      expect([report.reporterId, report.status]).toEqual([n.userId, n.eventKey.split(':')[2]]);
      expect(n.createdAt.getTime()).toBeGreaterThanOrEqual(report.decidedAt!.getTime());
    },
    'plant-event': async (n) => {
      const sub = await subscriptionOf(n);
      const event = await one(
        db
          .select()
          .from(plantEvent)
          .where(eq(plantEvent.id, idAt(n.eventKey, 1))),
        n.eventKey,
      );
      const watched = await one(db.select().from(plant).where(eq(plant.id, event.plantId)), 'plant');
      expect([sub.subObject, sub.countryCode, sub.accessType]).toEqual([watched.plantNo, watched.countryCode, watched.accessType]);
      expect(n.createdAt.getTime()).toBeGreaterThanOrEqual(sub.createdAt.getTime());
    },
    'animal-disease': async (n) => {
      const sub = await subscriptionOf(n);
      const ban = await one(
        db
          .select()
          .from(animalDisease)
          .where(eq(animalDisease.id, idAt(n.eventKey, 1))),
        n.eventKey,
      );
      expect([sub.countryCode, sub.accessType]).toEqual([ban.countryCode, ban.accessType]);
      const lift = /^animal-disease:\d+:lift:(\d+)$/.exec(n.eventKey);
      if (!lift) {
        expect(Date.parse(ban.banDate)).toBeGreaterThanOrEqual(sub.createdAt.getTime());
        return;
      }
      await expectLiftTold(db, n, sub, ban, Number(lift[1]));
    },
    expiry: async (n) => {
      const sub = await subscriptionOf(n);
      const [, id, , expires] = n.eventKey.split(':');
      const reg = await one(
        db
          .select()
          .from(plantRegistration)
          .where(eq(plantRegistration.id, Number(id))),
        n.eventKey,
      );
      const watched = await one(db.select().from(plant).where(eq(plant.id, reg.plantId)), 'plant');
      expect([reg.registerExpireDate, sub.subObject]).toEqual([expires, watched.plantNo]);
      expect(n.createdAt.getTime()).toBeGreaterThanOrEqual(sub.createdAt.getTime());
    },
  };
  return checks;
}
