import { searchCalls } from '../../../../contracts/searches/calls';
import type { CallRegistrar } from '../../../platform/calls';
import type { SavedSearchService } from './service';

/** Saved searches of the board (issue 27). */
export function savedSearchRoutes(http: CallRegistrar, searches: SavedSearchService) {
  const c = searchCalls;
  http.handle(c.list, (_input, { user }) => searches.list(user));
  http.handle(c.save, ({ body }, { user }) => searches.save(user, body));
  http.handle(c.update, ({ body }, { user }) => searches.update(user, body));
  http.handle(c.remove, ({ body }, { user }) => searches.remove(user, body.id));
}
