import { Button, Tabs } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/news';
import { newsAdminCalls } from '../../../contracts/news/admin-calls';
import { ArticleTable } from '../../features/admin/content/ArticleTable';
import { adminOr404, articleSearchOf } from '../../features/admin/loaders';
import {
  ADMIN_NEWS_KINDS,
  NEWS_KIND_LABEL,
  NEWS_KIND_NOUN,
  customsRowOf,
  isNewsItemKind,
  newsEditPath,
  newsItemRowOf,
  newsKindOf,
  newsWrites,
} from '../../features/admin/news/news-kinds';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = ({ data }) => [{ title: pageTitle(`${data ? NEWS_KIND_LABEL[data.kind] : 'News'} · Admin`) }];

/** The news desk: one kind at a time (?kind=, market news when absent), with the article list every kind shares. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = newsKindOf(url.searchParams.get('kind')) ?? 'market-news';
  const { keyword, state, page, limit } = articleSearchOf(url);
  const search = { keyword, state, page, limit, categoryId: undefined };
  const query = { keyword, state, page, limit };
  const api = createApi(context.api);
  const rows = await adminOr404(async () => {
    if (!isNewsItemKind(kind)) {
      const updates = await api.call(newsAdminCalls.customsUpdates, { query });
      return { list: updates.list.map(customsRowOf), total: updates.total };
    }
    const items = await api.call(newsAdminCalls.items, { params: { kind }, query });
    return { list: items.list.map(newsItemRowOf(kind)), total: items.total };
  });
  return { kind, search, rows };
}

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const { kind, search, rows } = loaderData;
  const navigate = useNavigate();
  return (
    <>
      <h1 className="admin-title">News</h1>
      <Tabs
        activeKey={kind}
        onChange={(next) => void navigate({ search: `?kind=${next}` })}
        items={ADMIN_NEWS_KINDS.map((k) => ({ key: k, label: NEWS_KIND_LABEL[k] }))}
      />
      <div className="admin-actions">
        <Link to={`/admin/news/${kind}/new`}>
          <Button type="primary">New {NEWS_KIND_NOUN[kind]}</Button>
        </Link>
      </div>
      <ArticleTable
        key={kind}
        rows={rows.list}
        total={rows.total}
        search={search}
        noun={NEWS_KIND_NOUN[kind]}
        editPath={newsEditPath(kind)}
        writes={newsWrites(kind)}
        fixed={{ kind }}
      />
    </>
  );
}
