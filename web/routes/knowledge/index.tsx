import type { Route } from './+types/index';
import { loadKnowledgePage } from '../../features/knowledge/load';
import { KnowledgePage } from '../../features/knowledge/KnowledgePage';
import { knowledgeMeta } from '../../features/knowledge/meta';
import { languageOfMatches } from '../../lib/i18n';
import knowledgeStylesHref from '../../features/knowledge/knowledge.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: knowledgeStylesHref }];

/** /knowledgeBase (§2): the list, or with ?id= the article in place. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadKnowledgePage(request, context.api);

export const meta: Route.MetaFunction = ({ data, matches }) => knowledgeMeta(data, languageOfMatches(matches));

export default function KnowledgeBase({ loaderData }: Route.ComponentProps) {
  return <KnowledgePage data={loaderData} />;
}
