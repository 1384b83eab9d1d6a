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
import { keyOf, type SubjectRegistry } from '../subjects/index';
import { commentPolicy, isAuthor } from './policies';
import { presentForModeration, presentThreads } from './presenters';
import { withDescendants } from './threads';
import * as queries from './queries';

export const SUBJECT_NOT_FOUND = COMMENT_MSG.subjectNotFound;

type AddInput = z.output<typeof addCommentBody>;
type ReplyInput = z.output<typeof replyCommentBody>;

/** Comments on any subject an area registers with the 'comment' feature (§7 'Comments'). */
export function createCommentService(db: Db, subjects: SubjectRegistry, limits: LimitStore, now: () => number = Date.now) {
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
      return { list: presentThreads(actor, rows, replies), total };
    },

    async add(user: SessionUser, input: AddInput): Promise<number> {
      authorize(user, 'write', commentPolicy.of(null));
      await assertSubject(input.commentsType, input.ownerId);
      await countWrite(user);
      return queries.insertComment(db, {
        commentsType: input.commentsType,
        ownerId: input.ownerId,
        content: input.messageContent,
        ...authorOf(user),
        ...extrasOf(input),
      });
    },

    async reply(user: SessionUser, input: ReplyInput): Promise<number> {
      authorize(user, 'write', commentPolicy.of(null));
      await assertSubject(input.commentsType, input.ownerId);
      const parent = await queries.findComment(db, input.pid);
      if (!parent || parent.commentsType !== input.commentsType || parent.ownerId !== input.ownerId) {
        throw notFound(COMMENT_MSG.notFound);
      }
      await countWrite(user);
      return queries.insertComment(db, {
        commentsType: input.commentsType,
        ownerId: input.ownerId,
        content: input.messageContent,
        parentId: parent.id,
        rootId: parent.rootId ?? parent.id,
        replyToNickName: parent.authorNickName,
        ...authorOf(user),
        ...extrasOf(input),
      });
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
