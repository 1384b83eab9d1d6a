import { COST_MSG } from '../../../contracts/costs/codes';
import { definePolicy, isOwner, refuse } from '../../platform/policy';

type Owned = { userId: number };

/**
 * Saved landed-cost calculations (the 'costCalculation' subject): any signed-in user saves and lists their own; only
 * the owner reads or deletes one, and to anyone else it does not exist.
 */
export const costCalculationPolicy = definePolicy(
  'costCalculation',
  {
    save: (actor) => actor !== null,
    list: (actor, owner: Owned) => isOwner(actor, owner.userId),
    delete: (actor, row: Owned) => isOwner(actor, row.userId),
  },
  { list: refuse.forbid(), delete: refuse.hide(COST_MSG.notFound) },
);
