import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import type { Db, Executor } from '../client';
import { appUser, comment, communityTopic, conversation, conversationMessage, supplyDemand } from '../schema/index';
import { messageNotice, reportOutcomeNotice } from '../../modules/enquiries/index';
import { registerLeadSubjects } from '../../modules/leads/index';
import { registerForumSubjects } from '../../modules/forum/index';
import { registerKnowledgeSubjects } from '../../modules/knowledge/index';
import { registerNewsSubjects } from '../../modules/news/index';
import { toldOfComment } from '../../shared/comments/index';
import { createModerationRegistry } from '../../shared/moderation/index';
import { commentNotices, decisionNotice, recordPastNotices, type PastNotification } from '../../shared/notifications/index';
import { createSubjectRegistry, keyOf } from '../../shared/subjects/index';
import type { DemoPart } from './demo';
import { audited, reportedConversation } from './notice-events';
import { companies, dated, DAY, elsewhere, expiries, HOUR } from './notification-areas';
import { demoTraders } from './sign-in';

/**
 * What the portal would have told the demo's people of the demo's own events (issue 27): each notice made by the
 * builder its area uses live, dated after its event; every kind in NOTIFICATION_KINDS is among them (its test).
 */
export const notificationsPart: DemoPart = {
  name: 'notifications',
  async generate(db) {
    const notices: PastNotification[] = [];
    // The areas' own subjects name the items and link to them as the live notices do; they read through the seed's
    // transaction (the embedded engine has one connection).
    const asDb = db as unknown as Db;
    const subjects = createSubjectRegistry();
    const moderated = createModerationRegistry();
    registerNewsSubjects(asDb, subjects);
    registerKnowledgeSubjects(asDb, subjects);
    registerLeadSubjects(asDb, subjects, moderated);
    registerForumSubjects(asDb, subjects, moderated);

    notices.push(...(await decisions(db, subjects, moderated)));
    notices.push(...(await comments(db, subjects)));
    notices.push(...(await conversations(db)));
    notices.push(...(await expiries(db)));
    notices.push(...(await companies(db)));
    notices.push(...(await elsewhere(db)));
    // The demo's readers are its traders: the editorial desk and the traders' colleagues are nobody one signs in as.
    const traders = new Set((await demoTraders(db)).map((p) => p.id));
    await recordPastNotices(
      db,
      notices.filter((n) => traders.has(n.userId)),
    );
  },
};

type Subjects = ReturnType<typeof createSubjectRegistry>;
type Moderated = ReturnType<typeof createModerationRegistry>;

/** The editorial desk's decisions on the traders' posts and topics, with two decided edits, each in the audit log. */
async function decisions(db: Executor, subjects: Subjects, moderated: Moderated): Promise<PastNotification[]> {
  const leads = (
    await db
      .select({
        id: supplyDemand.id,
        userId: supplyDemand.userId,
        status: supplyDemand.checkStatus,
        reason: supplyDemand.refuseReason,
        at: supplyDemand.checkTime,
        content: supplyDemand.content,
      })
      .from(supplyDemand)
      .where(and(ne(supplyDemand.checkStatus, 1), isNotNull(supplyDemand.checkTime)))
      .orderBy(asc(supplyDemand.id))
  ).map((r) => ({ ...r, type: COMMENTS_TYPE.SUPPLY_DEMAND }));
  const topics = (
    await db
      .select({
        id: communityTopic.id,
        userId: communityTopic.userId,
        status: communityTopic.checkStatus,
        reason: communityTopic.refuseReason,
        at: communityTopic.checkTime,
        content: communityTopic.content,
      })
      .from(communityTopic)
      .where(and(ne(communityTopic.checkStatus, 1), isNotNull(communityTopic.checkTime), eq(communityTopic.byAdmin, false)))
      .orderBy(asc(communityTopic.id))
  ).map((r) => ({ ...r, type: COMMENTS_TYPE.COMMUNITY }));
  const decided = [...leads, ...topics].filter((r) => r.at !== null) as ((typeof leads)[number] & { at: Date })[];
  // Two approved posts of different traders had an edit decided three days after approval: one approved, one refused.
  const edited = leads.filter((l, i, all) => l.status === 2 && l.at && all.findIndex((o) => o.userId === l.userId) === i).slice(0, 2);
  const edits = edited.map((l, i) => ({
    ...l,
    at: new Date(l.at!.getTime() + 3 * DAY),
    approved: i === 0,
    reason: i === 0 ? '' : '(Demo) The edit adds a phone number: contact goes through enquiries.',
    fields: { content: i === 0 ? l.content : `${l.content} (Demo) Call us on +00 000 000.` },
  }));
  const auditIds = await audited(db, [
    ...decided.map((d) => ({
      action: 'moderation.review',
      subjectType: d.type,
      subjectId: d.id,
      before: { checkStatus: 1 },
      after: { checkStatus: d.status, reason: d.status === 3 ? d.reason : '' },
      at: d.at,
    })),
    ...edits.map((e) => ({
      action: 'moderation.edit',
      subjectType: e.type,
      subjectId: e.id,
      before: { edit: e.fields },
      after: { checkStatus: e.approved ? 2 : 3, reason: e.reason },
      at: e.at,
    })),
  ]);
  const named = await subjects.findMany(
    [...decided, ...edits].map((d) => ({ type: d.type, object: String(d.id), accessType: '', countryCode: '' })),
  );
  const out: PastNotification[] = [];
  for (const [i, d] of [
    ...decided.map((d) => ({ ...d, ofEdit: false, approved: d.status === 2 })),
    ...edits.map((e) => ({ ...e, ofEdit: true })),
  ].entries()) {
    const subject = named.get(keyOf({ type: d.type, object: String(d.id), accessType: '', countryCode: '' }));
    const record = await moderated.sourceOf(d.type)?.find(d.id);
    if (!subject || !record) continue;
    const notice = decisionNotice({
      userId: record.authorId,
      subjectType: d.type,
      subjectId: d.id,
      auditId: auditIds[i]!,
      approved: d.approved,
      ofEdit: d.ofEdit,
      reason: d.approved ? '' : d.reason,
      title: subject.title,
      link: subject.link,
      ...(record.ownLink ? { ownLink: record.ownLink } : {}),
    });
    out.push(dated(notice, new Date(d.at.getTime() + 60_000)));
  }
  return out;
}

/** Comments on the traders' posts and topics, and replies to their comments anywhere, told as the comments tell them. */
async function comments(db: Executor, subjects: Subjects): Promise<PastNotification[]> {
  const rows = await db
    .select({
      id: comment.id,
      type: comment.commentsType,
      ownerId: comment.ownerId,
      authorId: comment.authorId,
      name: comment.authorNickName,
      content: comment.content,
      parentId: comment.parentId,
      at: comment.createdAt,
    })
    .from(comment)
    .where(isNull(comment.deletedAt))
    .orderBy(asc(comment.id));
  const authorOf = new Map(rows.map((r) => [r.id, r.authorId]));
  const roles = new Map((await db.select({ id: appUser.id, role: appUser.role }).from(appUser)).map((u) => [u.id, u.role]));
  const keys = rows.map((r) => ({ type: r.type, object: r.ownerId, accessType: '', countryCode: '' }));
  const named = await subjects.findMany(keys);
  const out: PastNotification[] = [];
  for (const [i, r] of rows.entries()) {
    const subject = named.get(keyOf(keys[i]!));
    if (!subject) continue;
    const parentAuthor = r.parentId === null ? undefined : authorOf.get(r.parentId);
    const writer = { userId: r.authorId, role: roles.get(r.authorId) === 'admin' ? ('admin' as const) : ('user' as const) };
    const told = toldOfComment(writer, subject.ownerId, parentAuthor);
    for (const n of commentNotices(told, { commentId: r.id, writerName: r.name, content: r.content, subject })) {
      out.push(dated(n, new Date(r.at.getTime() + 60_000)));
    }
  }
  return out;
}

/**
 * The conversations' messages, each told to the other party (read as far as that party's read marker), and the
 * outcome of the reported one told to its reporter.
 */
async function conversations(db: Executor): Promise<PastNotification[]> {
  const reported = await reportedConversation(db);
  const rows = await db.select().from(conversation).orderBy(asc(conversation.id));
  const names = new Map((await db.select({ id: appUser.id, nickName: appUser.nickName }).from(appUser)).map((u) => [u.id, u.nickName]));
  const out: PastNotification[] = [];
  for (const row of rows) {
    const messages = await db
      .select()
      .from(conversationMessage)
      .where(eq(conversationMessage.conversationId, row.id))
      .orderBy(asc(conversationMessage.id));
    let lastMail = -Infinity;
    for (const [i, m] of messages.entries()) {
      // One mail per conversation an hour at most, as live (the demo sends none; the flag is kept as live would set it).
      const mail = m.createdAt.getTime() - lastMail >= HOUR;
      if (mail) lastMail = m.createdAt.getTime();
      const notice = messageNotice(row, m, names.get(m.senderId) ?? '', i === 0, mail);
      const readUpTo = notice.userId === row.ownerId ? row.ownerReadId : row.enquirerReadId;
      out.push(dated(notice, new Date(m.createdAt.getTime() + 1_000), readUpTo !== null && readUpTo >= m.id));
    }
  }
  if (reported) {
    const notice = reportOutcomeNotice(reported.reporterId, reported.conversationId, reported.auditId, 'removed');
    out.push(dated(notice, new Date(reported.at.getTime() + 60_000)));
  }
  return out;
}
