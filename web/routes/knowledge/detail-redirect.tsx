import type { Route } from './+types/detail-redirect';
import { knowledgeDetailRedirect } from '../../features/knowledge/load';

/** /knowledgeBaseDetail (§2) redirects to /knowledgeBase with the id from ownerId or id. */
export const loader = ({ request }: Route.LoaderArgs) => knowledgeDetailRedirect(request);

export default function KnowledgeDetailRedirect() {
  return null;
}
