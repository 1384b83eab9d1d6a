import type { Route } from './+types/article';
import { loadKnowledgePage } from '../../features/knowledge/load';
import { KnowledgePage } from '../../features/knowledge/KnowledgePage';
import { knowledgeMeta } from '../../features/knowledge/meta';
import knowledgeStylesHref from '../../features/knowledge/knowledge.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: knowledgeStylesHref }];

/** /knowledgeBase/{id} (§2): the same page with the article open. */
export const loader = ({ request, context, params }: Route.LoaderArgs) => loadKnowledgePage(request, context.api, params.id);

export const meta: Route.MetaFunction = ({ data }) => knowledgeMeta(data);

export default function KnowledgeArticlePage({ loaderData }: Route.ComponentProps) {
  return <KnowledgePage data={loaderData} />;
}
