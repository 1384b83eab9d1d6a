import { isAdmin, isOwner, type Actor } from '../../platform/policy';
import type { CommentRow } from './queries';

/** §5: only the author deletes a comment; administrators moderate, so they may delete any. */
export const commentPolicy = {
  mayDelete: (actor: Actor, row: Pick<CommentRow, 'authorId'>) => isOwner(actor, row.authorId) || isAdmin(actor),
};
