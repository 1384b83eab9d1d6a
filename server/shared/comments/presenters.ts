import { ADMIN_REPLY } from '../../../contracts/comments/codes';
import type { VerifiedBadge } from '../../../contracts/companies/badge';
import type { AdminComment, Comment, CommentReply } from '../../../contracts/comments/models';
import type { Actor } from '../../platform/policy';
import { commentPolicy } from './policies';
import type { SubjectInfo } from '../subjects/index';
import type { CommentRow, CommentWithAvatar } from './queries';

const adminReplyOf = (row: Pick<CommentWithAvatar, 'byAdmin'>) => (row.byAdmin ? ADMIN_REPLY.ADMIN : ADMIN_REPLY.USER);

/** The authors' Verified badges as of now, by user id (docs/companies.md); an administrator's reply shows none. */
export type AuthorBadges = ReadonlyMap<number, VerifiedBadge>;

function fieldsOf(actor: Actor, row: CommentWithAvatar, badges: AuthorBadges) {
  return {
    id: row.id,
    author: row.authorNickName,
    authorId: row.authorId,
    avatar: row.avatar,
    messageContent: row.content,
    updateDate: row.createdAt.toISOString(),
    adminReply: adminReplyOf(row),
    pid: row.parentId,
    commentsType: row.commentsType,
    ownerId: row.ownerId,
    messageMode: row.messageMode ?? '',
    accessType: row.accessType ?? '',
    tags: row.tags ?? '',
    deletable: commentPolicy.allows(actor, 'delete', row),
    verified: row.byAdmin ? null : (badges.get(row.authorId) ?? null),
  };
}

/** Threads as the page shows them: each top-level comment with every reply of its thread, oldest first. */
export function presentThreads(
  actor: Actor,
  roots: CommentWithAvatar[],
  replies: CommentWithAvatar[],
  badges: AuthorBadges = new Map(),
): Comment[] {
  const byId = new Map([...roots, ...replies].map((row) => [row.id, row]));
  const byRoot = new Map<number, CommentReply[]>();
  for (const reply of replies) {
    const parent = reply.parentId === null ? undefined : byId.get(reply.parentId);
    // A reply whose parent was deleted went with it; a missing parent here means a race with that delete.
    if (!parent || reply.rootId === null) continue;
    const list = byRoot.get(reply.rootId) ?? [];
    list.push({
      ...fieldsOf(actor, reply, badges),
      messageNickName: reply.replyToNickName ?? parent.authorNickName,
      messageReplyAdmin: adminReplyOf(parent),
    });
    byRoot.set(reply.rootId, list);
  }
  return roots.map((root) => ({ ...fieldsOf(actor, root, badges), messageReply: byRoot.get(root.id) ?? [] }));
}

/** A comment in the moderation list: what it is on (null when that record is gone), who wrote it, its replies. */
export function presentForModeration(row: CommentRow, subject: SubjectInfo | null, replyCount: number): AdminComment {
  return {
    id: row.id,
    commentsType: row.commentsType,
    ownerId: row.ownerId,
    subjectTitle: subject?.title ?? null,
    subjectLink: subject?.link ?? null,
    author: row.authorNickName,
    authorId: row.authorId,
    adminReply: adminReplyOf(row),
    pid: row.parentId,
    messageContent: row.content,
    replyCount,
    updateDate: row.createdAt.toISOString(),
  };
}
