import { MSG } from '../../contracts/core/codes';

/**
 * §8's empty states: 'No Data' under a table, 'No information temporarily' for card lists and panels.
 * `boxed` draws the card-list frame around it.
 */
export function EmptyState({ table = false, boxed = false }: { table?: boolean; boxed?: boolean }) {
  return <p className={`ui-empty${boxed ? ' ui-empty--boxed' : ''}`}>{table ? MSG.noData : MSG.noInformation}</p>;
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
