import { specMessages } from '../../contracts/core/codes';
import { useMessages } from '../lib/i18n';

/**
 * §8's empty states in the page's language: 'No Data' under a table, 'No information temporarily' for card lists
 * and panels.
 * `boxed` draws the card-list frame around it.
 */
export function EmptyState({ table = false, boxed = false }: { table?: boolean; boxed?: boolean }) {
  const msg = useMessages(specMessages).msg;
  return <p className={`ui-empty${boxed ? ' ui-empty--boxed' : ''}`}>{table ? msg.noData : msg.noInformation}</p>;
}

/** Why a list is empty when the API refused its filters: a sentence from web/lib/api/messages.ts. */
export function ListProblem({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="ui-problem" role="status">
      {text}
    </p>
  );
}
