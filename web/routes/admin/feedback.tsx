import type { Route } from './+types/feedback';
import { feedbackCalls } from '../../../contracts/feedback/calls';
import { FEEDBACK_LIMITS } from '../../../contracts/feedback/codes';
import { FeedbackInbox } from '../../features/admin/feedback/FeedbackInbox';
import { feedbackSearchOf } from '../../features/admin/feedback/search';
import { adminOr404 } from '../../features/admin/loaders';
import { feedbackTypes } from '../../features/feedback/load';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = adminMeta('feedback');

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = feedbackSearchOf(new URL(request.url));
  const api = createApi(context.api);
  const { id, ...filters } = search;
  const [inbox, open, types] = await Promise.all([
    adminOr404(() => api.call(feedbackCalls.adminList, { query: { ...filters, limit: FEEDBACK_LIMITS.adminPageSize } })),
    id ? api.call(feedbackCalls.adminItem, { params: { id } }).catch(() => null) : null,
    feedbackTypes(context.api),
  ]);
  return { search, inbox, open, types };
}

export default function AdminFeedback({ loaderData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  return (
    <>
      <h1 className="admin-title">{t('titles.feedback')}</h1>
      <FeedbackInbox {...loaderData} />
    </>
  );
}
