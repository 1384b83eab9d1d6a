import { commentCalls } from '../../../contracts/comments/calls';
import { COMMENT_LIMITS, type CommentsType } from '../../../contracts/comments/codes';
import type { Comment } from '../../../contracts/comments/models';
import type { Api } from '../../lib/api';

/** What a page's loader hands the comments area; null when the comments could not be read. */
export interface CommentsData {
  commentsType: CommentsType;
  ownerId: string;
  comments: { list: Comment[]; total: number } | null;
}

/** The threads on one subject, read as the visitor (so 'deletable' is theirs). A failure leaves the page standing. */
export async function loadComments(api: Api, commentsType: CommentsType, ownerId: string | number): Promise<CommentsData> {
  const id = String(ownerId);
  try {
    const page = await api.call(commentCalls.list, {
      query: { page: 1, limit: COMMENT_LIMITS.pageSize, commentsType, ownerId: id },
    });
    return { commentsType, ownerId: id, comments: { list: page.list, total: page.total } };
  } catch {
    return { commentsType, ownerId: id, comments: null };
  }
}
