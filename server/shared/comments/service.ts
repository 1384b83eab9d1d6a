import type { z } from 'zod';
import { COMMENT_LIMITS, COMMENT_MSG } from '../../../contracts/comments/codes';
import type {
  addCommentBody,
  AdminComment,
  adminCommentsQuery,
  Comment,
  commentsQuery,
  replyCommentBody,
} from '../../../contracts/comments/models';
import type { Page } from '../../../contracts/core/envelope';
import type { Db, Executor } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { notFound, TooManyRequests } from '../../platform/envelope';
import { WindowCounter, type LimitStore } from '../../platform/limits';
import { authorize, isAdmin, type Actor } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../audit/index';
import { commentNotices, type NotificationService } from '../notifications/index';
import { keyOf, type SubjectInfo, type SubjectRegistry } from '../subjects/index';
import { commentPolicy, isAuthor, toldOfComment } from './policies';
import { presentForModeration, presentThreads, type AuthorBadges } from './presenters';
import { withDescendants } from './threads';
import * as queries from './queries';

export const SUBJECT_NOT_FOUND = COMMENT_MSG.subjectNotFound;

/**
 * The authors' Verified badges as of now: the companies area fills it in (a shared feature never imports an area);
 * read with every answer, so a revocation removes the badge at once.
 */
export type BadgeLookup = (userIds: number[]) => Promise<AuthorBadges>;

type AddInput = z.output<typeof addCommentBody>;
type ReplyInput = z.output<typeof replyCommentBody>;

/** Comments on any subject an area registers with the 'comment' feature (§7 'Comments'). */
export function createCommentService(
  db: Db,
  subjects: SubjectRegistry,
  limits: LimitStore,
  now: () => number = Date.now,
  notifications?: Pick<NotificationService, 'deliver' | 'dispatch'>,
  badgesOf: BadgeLookup = async () => new Map(),
) {
  const writes = new WindowCounter(limits, 'comment-writes', COMMENT_LIMITS.writesPerMinute, 60_000, now);

  /**
   * The subject a call names, visible and open to comments, or its type's 404. §7 names a commented record by
   * commentsType and ownerId alone, so the key's accessType and countryCode stay empty.
   */
  async function assertSubject(commentsType: string, ownerId: string) {
    if (!subjects.offers(commentsType, 'comment')) throw notFound(SUBJECT_NOT_FOUND);
    const subject = await subjects.find({ type: commentsType, object: ownerId, accessType: '', countryCode: '' }, 'comment');
    if (!subject?.visible) throw notFound(subjects.sourceOf(commentsType, 'comment').notFoundMessage);
    return subject;
  }

  async function countWrite(user: SessionUser) {
    const key = String(user.userId);
    const wait = await writes.retryAfter(key);
    if (wait) throw new TooManyRequests(COMMENT_MSG.tooFast, wait);
    await writes.hit(key);
  }

  /**
   * Stores a comment and, in the same transaction, tells whom it concerns: the subject's owner of a comment on their
   * post or topic, the parent's author of a reply to their comment (never the writer themself, never twice).
   */
  async function store(
    user: SessionUser,
    subject: SubjectInfo,
    row: Parameters<typeof queries.insertComment>[1],
    parent?: queries.CommentRow,
  ): Promise<number> {
    const { id, mailIds } = await db.transaction(async (tx) => {
      const id = await queries.insertComment(tx, row);
      if (!notifications) return { id, mailIds: [] };
      const items = commentNotices(toldOfComment(user, subject.ownerId, parent?.authorId), {
        commentId: id,
        writerName: user.nickName,
        content: row.content,
        subject,
      });
      return { id, mailIds: (await notifications.deliver(tx, items)).mailIds };
    });
    if (notifications && mailIds.length) await notifications.dispatch(mailIds);
    return id;
  }

  const authorOf = (user: SessionUser) => ({ authorId: user.userId, authorNickName: user.nickName, byAdmin: isAdmin(user) });
  const extrasOf = (input: AddInput) => ({
    messageMode: input.messageMode || null,
    accessType: input.accessType || null,
    businessType: input.businessType || null,
    tags: input.tags || null,
  });

  return {
    async list(actor: Actor, query: z.output<typeof commentsQuery>): Promise<Page<Comment>> {
      await assertSubject(query.commentsType, query.ownerId);
      const { rows, total } = await queries.pageThreads(db, query.commentsType, query.ownerId, query.page, query.limit);
      const replies = await queries.repliesOf(
        db,
        rows.map((r) => r.id),
      );
      const badges = await badgesOf([...rows, ...replies].map((r) => r.authorId));
      return { list: presentThreads(actor, rows, replies, badges), total };
    },

    async add(user: SessionUser, input: AddInput): Promise<number> {
      authorize(user, 'write', commentPolicy.of(null));
      const subject = await assertSubject(input.commentsType, input.ownerId);
      await countWrite(user);
      return store(user, subject, {
        commentsType: input.commentsType,
        ownerId: input.ownerId,
        content: input.messageContent,
        ...authorOf(user),
        ...extrasOf(input),
      });
    },

    async reply(user: SessionUser, input: ReplyInput): Promise<number> {
      authorize(user, 'write', commentPolicy.of(null));
      const subject = await assertSubject(input.commentsType, input.ownerId);
      const parent = await queries.findComment(db, input.pid);
      if (!parent || parent.commentsType !== input.commentsType || parent.ownerId !== input.ownerId) {
        throw notFound(COMMENT_MSG.notFound);
      }
      await countWrite(user);
      return store(
        user,
        subject,
        {
          commentsType: input.commentsType,
          ownerId: input.ownerId,
          content: input.messageContent,
          parentId: parent.id,
          rootId: parent.rootId ?? parent.id,
          replyToNickName: parent.authorNickName,
          ...authorOf(user),
          ...extrasOf(input),
        },
        parent,
      );
    },

    /**
     * The author's delete, with every reply below the comment. An administrator may delete anyone's: that is a
     * moderation write, audited as the admin shell's removal is.
     */
    async remove(user: SessionUser, input: { commentsType: string; id: number }, actor: AuditActor): Promise<void> {
      const row = await queries.findComment(db, input.id);
      if (!row || row.commentsType !== input.commentsType) throw notFound(COMMENT_MSG.notFound);
      authorize(user, 'delete', commentPolicy.of(row));
      await queries.deleteWithReplies(db, row, isAuthor(user, row) ? undefined : audited(row, actor));
    },

    /** The moderation list: each comment with what it is on and how many replies a removal would take along. */
    async adminList(query: z.output<typeof adminCommentsQuery>, actor: Actor): Promise<Page<AdminComment>> {
      authorize(actor, 'moderate', commentPolicy.of(null));
      const { rows, total } = await queries.pageAll(db, query);
      const threads = await queries.liveThreads(db, [...new Set(rows.map((row) => row.rootId ?? row.id))]);
      const keys = rows.map((row) => ({ type: row.commentsType, object: row.ownerId, accessType: '', countryCode: '' }));
      const found = await subjects.findMany(keys.filter((key) => subjects.offers(key.type, 'comment')));
      const list = rows.map((row, i) =>
        presentForModeration(row, found.get(keyOf(keys[i]!)) ?? null, withDescendants(threads, row.id).length - 1),
      );
      return { list, total };
    },

    /** An administrator's removal from the admin shell, recorded in the audit log in the same transaction. */
    async adminRemove(id: number, actor: AuditActor): Promise<void> {
      authorize(actor, 'moderate', commentPolicy.of(null));
      const row = await queries.findComment(db, id);
      if (!row) throw notFound(COMMENT_MSG.notFound);
      await queries.deleteWithReplies(db, row, audited(row, actor));
    },
  };
}

/** The audit entry of a moderator's removal, written inside the removal's transaction. */
function audited(row: queries.CommentRow, actor: AuditActor) {
  return async (tx: Executor, removed: number[]) => {
    const { deletedAt: _deletedAt, ...before } = row;
    await recordAudit(tx, actor, {
      action: 'comment.remove',
      subjectType: 'comment',
      subjectId: row.id,
      before,
      after: { removedIds: removed },
    });
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
