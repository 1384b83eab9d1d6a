import { data, Link } from 'react-router';
import type { Route } from './+types/news-edit';
import { newsAdminCalls } from '../../../contracts/news/admin-calls';
import { NEWS_LIMITS as L } from '../../../contracts/news/codes';
import { siteCalls } from '../../../contracts/site/calls';
import { ArticleEditor } from '../../features/admin/content/ArticleEditor';
import { adminContentMessages } from '../../features/admin/content/messages';
import { adminOr404 } from '../../features/admin/loaders';
import { adminTitle } from '../../features/admin/messages';
import { NewsFields } from '../../features/admin/news/NewsFields';
import {
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
import { HTML_LANG, langOfRequest, languageOfMatches, languageOfRequest, translator, useLanguage, useT } from '../../lib/i18n';

/** The heading of the form: the record's title in the page's language where it has one, else the English one. */
const headingOf = (titles: { en: string; zh: string } | null, language: 'en' | 'zh') =>
  titles && (language === 'zh' && titles.zh ? { text: titles.zh, lang: 'zh' as const } : { text: titles.en, lang: 'en' as const });

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const language = languageOfMatches(matches);
  const heading = loaded && headingOf(loaded.titles, language);
  const name = heading?.text ?? (loaded ? translator(language, adminContentMessages)(`kinds.${loaded.kind}.new`) : undefined);
  return adminTitle(language, name);
};

/** /admin/news/{kind}/new and /admin/news/{kind}/{id}: the shared article form with the kind's own fields. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const kind = newsKindOf(params.kind);
  if (!kind) throw data(null, { status: 404 });
  const api = createApi(context.api);
  const id = 'id' in params ? Number(params.id) : null;
  const language = languageOfRequest(request);
  return adminOr404(async () => {
    // Country names in the page's language, in its alphabetical order.
    const regions = await api.call(siteCalls.countries, { query: { lang: langOfRequest(request) } });
    const countries = regions.list
      .flatMap((r) => r.countries.map((c) => ({ value: c.code, label: c.countryName })))
      .sort((a, b) => a.label.localeCompare(b.label, HTML_LANG[language]));
    if (isNewsItemKind(kind)) {
      const item = id === null ? null : await api.call(newsAdminCalls.item, { params: { kind, id } });
      const titles = item && { en: item.enContentTitle, zh: item.contentTitle };
      return { kind, countries, id, state: item?.state ?? null, titles, item, update: null };
    }
    const update = id === null ? null : await api.call(newsAdminCalls.customsUpdate, { params: { id } });
    const titles = update && { en: update.enTitle, zh: update.contentTitle };
    return { kind, countries, id, state: update?.state ?? null, titles, item: null, update };
  });
}

export default function AdminNewsEdit({ loaderData }: Route.ComponentProps) {
  const { kind, countries, id, state, titles, item, update } = loaderData;
  const t = useT(adminContentMessages);
  const language = useLanguage();
  const heading = headingOf(titles, language);
  const common = {
    key: `${kind}-${id ?? 'new'}`,
    name: kind === 'customs-updates' ? 'customs' : 'news',
    id,
    state,
    limits: { title: L.titleMax, body: L.bodyMax },
    fields: <NewsFields kind={kind} countries={countries} appliedAt={update?.appliedAt ?? null} />,
    writes: newsWrites(kind),
    editPath: newsEditPath(kind),
    publicPath: id === null ? null : publicNewsPath(kind, id),
  };
  return (
    <>
      <p className="admin-back">
        <Link to={`/admin/news?kind=${kind}`}>← {t(`kinds.${kind}.label`)}</Link>
      </p>
      <h1 className="admin-title">
        {heading ? (
          <span lang={HTML_LANG[heading.lang]} translate="no">
            {heading.text}
          </span>
        ) : (
          t(`kinds.${kind}.new`)
        )}
      </h1>
      {isNewsItemKind(kind) ? (
        <ArticleEditor
          {...common}
          initialValues={newsItemValuesOf(item)}
          languages={{ en: { title: 'enContentTitle', body: 'content' }, zh: { title: 'contentTitle', body: 'zhContent' } }}
          save={saveNewsItem(kind)}
        />
      ) : (
        <ArticleEditor
          {...common}
          initialValues={customsValuesOf(update)}
          languages={{ en: { title: 'enTitle', body: 'contentEng' }, zh: { title: 'contentTitle', body: 'zhContent' } }}
          save={saveCustomsUpdate}
        />
      )}
    </>
  );
}
