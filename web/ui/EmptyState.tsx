import { Link } from 'react-router';
import { specMessages } from '../../contracts/core/codes';
import { useMessages, useT } from '../lib/i18n';
import { uiMessages } from './messages';

/** What an empty list offers to do next: a sentence and one link (clear the filters, post the first item). */
export interface EmptyNext {
  /** A sentence after §8's 'No Data' / 'No information temporarily', which always shows first. */
  text?: string;
  /** The link's words and where it goes. */
  action: string;
  to: string;
}

/**
 * §8's empty states in the page's language: 'No Data' under a table, 'No information temporarily' for card lists
 * and panels. `boxed` draws the card-list frame around it. `next` says what to do about it (issue 25): a list whose
 * filters match nothing offers them cleared, an empty board its first post.
 */
export function EmptyState({ table = false, boxed = false, next }: { table?: boolean; boxed?: boolean; next?: EmptyNext }) {
  const msg = useMessages(specMessages).msg;
  const fallback = table ? msg.noData : msg.noInformation;
  const className = `ui-empty${boxed ? ' ui-empty--boxed' : ''}`;
  if (!next) return <p className={className}>{fallback}</p>;
  return (
    <div className={`${className} ui-empty--next`}>
      <p>{fallback}</p>
      {next.text && <p>{next.text}</p>}
      <Link to={next.to} className="ui-empty__action">
        {next.action}
      </Link>
    </div>
  );
}

/** The empty state of a filtered list: 'Nothing matches these filters.' and a link to the list without them. */
export function useClearFilters(filtered: boolean, to: string): EmptyNext | undefined {
  const t = useT(uiMessages);
  return filtered ? { text: t('empty.noMatch'), action: t('empty.clearFilters'), to } : undefined;
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
