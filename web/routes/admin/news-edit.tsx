import { data, Link } from 'react-router';
import type { Route } from './+types/news-edit';
import { newsAdminCalls } from '../../../contracts/news/admin-calls';
import { NEWS_LIMITS as L } from '../../../contracts/news/codes';
import { siteCalls } from '../../../contracts/site/calls';
import { ArticleEditor } from '../../features/admin/content/ArticleEditor';
import { adminOr404 } from '../../features/admin/loaders';
import { NewsFields } from '../../features/admin/news/NewsFields';
import {
  NEWS_KIND_LABEL,
  NEWS_KIND_NOUN,
  customsValuesOf,
  isNewsItemKind,
  newsEditPath,
  newsItemValuesOf,
  newsKindOf,
  newsWrites,
  publicNewsPath,
  saveCustomsUpdate,
  saveNewsItem,
} from '../../features/admin/news/news-kinds';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: pageTitle(`${loaded?.heading ?? 'News'} · Admin`) }];

/** /admin/news/{kind}/new and /admin/news/{kind}/{id}: the shared article form with the kind's own fields. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const kind = newsKindOf(params.kind);
  if (!kind) throw data(null, { status: 404 });
  const api = createApi(context.api);
  const id = 'id' in params ? Number(params.id) : null;
  return adminOr404(async () => {
    const regions = await api.call(siteCalls.countries);
    const countries = regions.list
      .flatMap((r) => r.countries.map((c) => ({ value: c.code, label: c.countryName })))
      .sort((a, b) => a.label.localeCompare(b.label));
    if (isNewsItemKind(kind)) {
      const item = id === null ? null : await api.call(newsAdminCalls.item, { params: { kind, id } });
      return { kind, countries, id, state: item?.state ?? null, heading: item?.enContentTitle, item, update: null };
    }
    const update = id === null ? null : await api.call(newsAdminCalls.customsUpdate, { params: { id } });
    return { kind, countries, id, state: update?.state ?? null, heading: update?.enTitle, item: null, update };
  });
}

export default function AdminNewsEdit({ loaderData }: Route.ComponentProps) {
  const { kind, countries, id, state, heading, item, update } = loaderData;
  const common = {
    key: `${kind}-${id ?? 'new'}`,
    name: kind === 'customs-updates' ? 'customs' : 'news',
    id,
    state,
    fields: <NewsFields kind={kind} countries={countries} />,
    writes: newsWrites(kind),
    editPath: newsEditPath(kind),
    publicPath: id === null ? null : publicNewsPath(kind, id),
  };
  return (
    <>
      <p className="admin-back">
        <Link to={`/admin/news?kind=${kind}`}>← {NEWS_KIND_LABEL[kind]}</Link>
      </p>
      <h1 className="admin-title">{heading ?? `New ${NEWS_KIND_NOUN[kind]}`}</h1>
      {isNewsItemKind(kind) ? (
        <ArticleEditor
          {...common}
          initialValues={newsItemValuesOf(item)}
          title={{ name: 'enContentTitle', label: 'Title (English)', max: L.titleMax }}
          body={{ name: 'content', label: 'Body', max: L.bodyMax }}
          save={saveNewsItem(kind)}
        />
      ) : (
        <ArticleEditor
          {...common}
          initialValues={customsValuesOf(update)}
          title={{ name: 'enTitle', label: 'Title (English)', max: L.titleMax }}
          body={{ name: 'contentEng', label: 'Body', max: L.bodyMax }}
          save={saveCustomsUpdate}
        />
      )}
    </>
  );
}
