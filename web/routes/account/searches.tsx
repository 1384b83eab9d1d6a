import type { Route } from './+types/searches';
import { searchCalls } from '../../../contracts/searches/calls';
import { createApi, pageMessage } from '../../lib/api';
import { languageOfRequest, useT } from '../../lib/i18n';
import { accountsTitle } from '../../features/accounts/messages';
import { searchesMessages } from '../../features/searches/messages';
import { SavedSearchList } from '../../features/searches/SavedSearchList';
import { loadBoardOptions } from '../../features/leads/goods';
import searchesCss from '../../features/searches/searches.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchesCss }];
export const meta: Route.MetaFunction = ({ matches }) => [{ title: accountsTitle(matches, 'searches') }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createApi(context.api);
  // The names of the products and countries the searches hold, as the board's filters list them.
  const names = await loadBoardOptions(api, request);
  try {
    return { list: (await api.call(searchCalls.list)).list, names, error: null };
  } catch (err) {
    // The list is the page: a failure shows as a message above an empty list rather than an error page.
    return { list: [], names, error: pageMessage(err, { language: languageOfRequest(request) }) };
  }
}

/** The saved searches of the board (docs/community.md 'Saved searches'). */
export default function SavedSearches({ loaderData }: Route.ComponentProps) {
  const t = useT(searchesMessages);
  return (
    <>
      <h1 className="account-area__title">{t('list.title')}</h1>
      <p className="saved-searches__intro">{t('list.intro')}</p>
      {loaderData.error && (
        <p className="account-area__error" role="alert">
          {loaderData.error}
        </p>
      )}
      <SavedSearchList list={loaderData.list} names={loaderData.names} />
    </>
  );
}
