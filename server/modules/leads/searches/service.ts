import type { z } from 'zod';
import { leadBoardFilter } from '../../../../contracts/leads/models';
import { SEARCH_LIMITS, SEARCH_MSG } from '../../../../contracts/searches/codes';
import type { SavedSearch, searchSaveBody, searchUpdateBody } from '../../../../contracts/searches/models';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../platform/auth';
import { badRequest, conflict, fieldRefusal, notFound } from '../../../platform/envelope';
import { authorize } from '../../../platform/policy';
import { savedSearchPolicy } from './policies';
import * as q from './queries';

/** A saved search as its owner sees it; filters saved before a filter was renamed or dropped keep what still reads. */
function present(found: { row: q.SavedSearchRow; matches: number }): SavedSearch {
  const filter = leadBoardFilter.safeParse(found.row.filter);
  return {
    id: found.row.id,
    name: found.row.name,
    filter: filter.success ? filter.data : {},
    mail: found.row.mail,
    matches: found.matches,
    createDate: found.row.createdAt.toISOString(),
  };
}

/** Saved searches of the board (docs/community.md 'Saved searches'). */
export function createSavedSearchService(db: Db) {
  async function own(user: SessionUser, id: number, action: 'update' | 'delete') {
    const found = await q.findSearch(db, id);
    authorize(user, action, savedSearchPolicy.of(found?.row ?? { userId: -1 }));
    if (!found) throw notFound(SEARCH_MSG.notFound);
    return found;
  }

  return {
    async list(user: SessionUser) {
      authorize(user, 'list', savedSearchPolicy.of({ userId: user.userId }));
      return { list: (await q.listOwn(db, user.userId)).map(present) };
    },

    async save(user: SessionUser, input: z.output<typeof searchSaveBody>) {
      authorize(user, 'save', savedSearchPolicy.of(null));
      if ((await q.countOwn(db, user.userId)) >= SEARCH_LIMITS.perUser) throw badRequest(SEARCH_MSG.tooMany);
      if (await q.nameTaken(db, user.userId, input.name)) throw fieldRefusal('name', SEARCH_MSG.nameTaken);
      const row = await q.insertSearch(db, { userId: user.userId, name: input.name, filter: input.filter, mail: input.mail });
      if (!row) throw conflict(SEARCH_MSG.nameTaken);
      return present({ row, matches: 0 });
    },

    async update(user: SessionUser, input: z.output<typeof searchUpdateBody>) {
      await own(user, input.id, 'update');
      if (input.name !== undefined && (await q.nameTaken(db, user.userId, input.name, input.id))) {
        throw fieldRefusal('name', SEARCH_MSG.nameTaken);
      }
      await q.updateSearch(db, input.id, { name: input.name, mail: input.mail });
      return present((await q.findSearch(db, input.id))!);
    },

    async remove(user: SessionUser, id: number) {
      await own(user, id, 'delete');
      await q.deleteSearch(db, id);
      return null;
    },
  };
}
export type SavedSearchService = ReturnType<typeof createSavedSearchService>;
