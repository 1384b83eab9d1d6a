import { SEARCH_MSG } from '../../../../contracts/searches/codes';
import { definePolicy, isOwner, refuse } from '../../../platform/policy';

type Owned = { userId: number };

/**
 * Saved searches of the board (the 'savedSearch' subject): any signed-in user saves and lists their own; only the owner
 * changes or deletes one, and to anyone else it does not exist.
 */
export const savedSearchPolicy = definePolicy(
  'savedSearch',
  {
    save: (actor) => actor !== null,
    list: (actor, owner: Owned) => isOwner(actor, owner.userId),
    update: (actor, row: Owned) => isOwner(actor, row.userId),
    delete: (actor, row: Owned) => isOwner(actor, row.userId),
  },
  { list: refuse.forbid(), update: refuse.hide(SEARCH_MSG.notFound), delete: refuse.hide(SEARCH_MSG.notFound) },
);
