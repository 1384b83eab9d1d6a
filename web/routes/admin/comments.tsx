import type { Route } from './+types/comments';
import { commentCalls } from '../../../contracts/comments/calls';
import { COMMENT_LIMITS } from '../../../contracts/comments/codes';
import { CommentsTable } from '../../features/admin/CommentsTable';
import { adminOr404, commentSearchOf } from '../../features/admin/loaders';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = adminMeta('comments');

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = commentSearchOf(new URL(request.url));
  const comments = await adminOr404(() =>
    createApi(context.api).call(commentCalls.adminList, { query: { ...search, limit: COMMENT_LIMITS.adminPageSize } }),
  );
  return { search, comments };
}

export default function AdminComments({ loaderData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  return (
    <>
      <h1 className="admin-title">{t('titles.comments')}</h1>
      <CommentsTable comments={loaderData.comments} search={loaderData.search} />
    </>
  );
}
