import type { Route } from './+types/article';
import type { RouteHandle } from '../../root';
import { loadKnowledgePage } from '../../features/knowledge/load';
import { KnowledgePage } from '../../features/knowledge/KnowledgePage';
import { knowledgeMeta } from '../../features/knowledge/meta';
import { languageOfMatches } from '../../lib/i18n';
import knowledgeStylesHref from '../../features/knowledge/knowledge.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: knowledgeStylesHref }];

/** /knowledgeBase/{id} (§2): the same page with the article open. */
export const loader = ({ request, context, params }: Route.LoaderArgs) => loadKnowledgePage(request, context.api, params.id);

/** The breadcrumb ends with the article's title rather than its id. */
export const handle: RouteHandle = { crumb: (data) => (data as Route.ComponentProps['loaderData'] | undefined)?.article?.contentTitle };

export const meta: Route.MetaFunction = ({ data, matches }) => knowledgeMeta(data, languageOfMatches(matches));

export default function KnowledgeArticlePage({ loaderData }: Route.ComponentProps) {
  return <KnowledgePage data={loaderData} />;
}
