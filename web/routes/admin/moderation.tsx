import { Link } from 'react-router';
import type { Route } from './+types/moderation';
import { moderationCalls } from '../../../contracts/moderation/calls';
import { MODERATED_TYPES, MODERATION_LIMITS, type ModeratedType } from '../../../contracts/moderation/codes';
import { adminOr404 } from '../../features/admin/loaders';
import { AutoApproveForm, ModerationQueue, type QueueSearch } from '../../features/admin/ModerationQueue';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = adminMeta('moderation');

function searchOf(url: URL): QueueSearch {
  const p = url.searchParams;
  const type = p.get('subjectType');
  const status = Number(p.get('checkStatus') ?? 1);
  const page = Number(p.get('page'));
  return {
    subjectType: MODERATED_TYPES.includes(type as ModeratedType) ? (type as ModeratedType) : 'SUPPLY_DEMAND',
    checkStatus: [0, 1, 2, 3].includes(status) ? status : 1,
    reported: p.get('reported') === '1' ? '1' : undefined,
    edits: p.get('edits') === '1' ? '1' : undefined,
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = searchOf(new URL(request.url));
  const api = createApi(context.api);
  const [queue, settings] = await adminOr404(() =>
    Promise.all([
      api.call(moderationCalls.queue, {
        query: { ...search, checkStatus: search.checkStatus as 0 | 1 | 2 | 3, limit: MODERATION_LIMITS.queuePageSize },
      }),
      api.call(moderationCalls.settings),
    ]),
  );
  return { search, queue, settings };
}

export default function AdminModeration({ loaderData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  return (
    <>
      <h1 className="admin-title">{t('titles.moderation')}</h1>
      <p>
        <Link to="/admin/moderation/conversations">{t('conversations.link')}</Link>
      </p>
      <AutoApproveForm value={loaderData.settings.autoApproveAfter} />
      <ModerationQueue queue={loaderData.queue} search={loaderData.search} />
    </>
  );
}
