import { Button, Tabs } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/news';
import { newsAdminCalls } from '../../../contracts/news/admin-calls';
import { siteCalls } from '../../../contracts/site/calls';
import { ArticleTable } from '../../features/admin/content/ArticleTable';
import { adminContentMessages } from '../../features/admin/content/messages';
import { adminOr404, articleSearchOf } from '../../features/admin/loaders';
import { adminMessages, adminTitle } from '../../features/admin/messages';
import {
  ADMIN_NEWS_KINDS,
  customsRowOf,
  isNewsItemKind,
  newsEditPath,
  newsItemRowOf,
  newsKindOf,
  newsWrites,
} from '../../features/admin/news/news-kinds';
import { createApi } from '../../lib/api';
import { langOfRequest, languageOfMatches, translator, useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const language = languageOfMatches(matches);
  const name = data
    ? translator(language, adminContentMessages)(`kinds.${data.kind}.label`)
    : translator(language, adminMessages)('titles.news');
  return adminTitle(language, name);
};

/** The news desk: one kind at a time (?kind=, market news when absent), with the article list every kind shares. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = newsKindOf(url.searchParams.get('kind')) ?? 'market-news';
  const { keyword, state, page, limit } = articleSearchOf(url);
  const search = { keyword, state, page, limit, categoryId: undefined };
  const query = { keyword, state, page, limit };
  const api = createApi(context.api);
  const rows = await adminOr404(async () => {
    // The rows name their countries in the page's language.
    const countries = api
      .call(siteCalls.countries, { query: { lang: langOfRequest(request) } })
      .then((regions) => Object.fromEntries(regions.list.flatMap((r) => r.countries.map((c) => [c.code, c.countryName]))));
    if (!isNewsItemKind(kind)) {
      const [names, updates] = await Promise.all([countries, api.call(newsAdminCalls.customsUpdates, { query })]);
      return { list: updates.list.map(customsRowOf(names)), total: updates.total };
    }
    const [names, items] = await Promise.all([countries, api.call(newsAdminCalls.items, { params: { kind }, query })]);
    return { list: items.list.map(newsItemRowOf(kind, names)), total: items.total };
  });
  return { kind, search, rows };
}

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const { kind, search, rows } = loaderData;
  const t = useT(adminContentMessages);
  const tAdmin = useT(adminMessages);
  const navigate = useNavigate();
  return (
    <>
      <h1 className="admin-title">{tAdmin('titles.news')}</h1>
      <Tabs
        activeKey={kind}
        onChange={(next) => void navigate({ search: `?kind=${next}` })}
        items={ADMIN_NEWS_KINDS.map((k) => ({ key: k, label: t(`kinds.${k}.label`) }))}
      />
      <div className="admin-actions">
        <Link to={`/admin/news/${kind}/new`}>
          <Button type="primary">{t(`kinds.${kind}.new`)}</Button>
        </Link>
      </div>
      <ArticleTable
        key={kind}
        rows={rows.list}
        total={rows.total}
        search={search}
        kind={kind}
        editPath={newsEditPath(kind)}
        writes={newsWrites(kind)}
        fixed={{ kind }}
      />
    </>
  );
}
