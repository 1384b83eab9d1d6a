import { COMMENT_MSG } from '../../../contracts/comments/codes';
import { adminOnly, definePolicy, isAdmin, isOwner, refuse, signedIn, type Actor } from '../../platform/policy';
import type { CommentRow } from './queries';

type Authored = Pick<CommentRow, 'authorId'>;

/** The author's own delete (not audited), as against a moderator's (audited like the admin shell's removal). */
export const isAuthor = (actor: Actor, row: Authored) => isOwner(actor, row.authorId);

/**
 * Comments (the 'comment' subject), §5: anyone reads them, a signed-in user writes and replies; only the author
 * deletes a comment, administrators moderate, so they may delete any. Someone else's comment answers as if it did
 * not exist, as subscriptions do.
 */
export const commentPolicy = definePolicy(
  'comment',
  {
    write: signedIn,
    delete: (actor, row: Authored) => isAuthor(actor, row) || isAdmin(actor),
    moderate: adminOnly,
  },
  { delete: refuse.hide(COMMENT_MSG.notFound), moderate: refuse.hide() },
);

/**
 * Who hears of a new comment: the writer of the comment it answers (a reply), and the owner of the subject (a
 * comment on their post or topic); never the writer of the new one, never anyone twice.
 */
export function toldOfComment(writer: Actor, ownerId: number | null, parentAuthorId?: number) {
  const replyTo = parentAuthorId !== undefined && !isOwner(writer, parentAuthorId) ? parentAuthorId : null;
  const owner = ownerId !== null && !isOwner(writer, ownerId) && ownerId !== replyTo ? ownerId : null;
  return { replyTo, owner };
}
