import { costCalls } from '../../../contracts/costs/calls';
import type { CallRegistrar } from '../../platform/calls';
import type { CostService } from './service';

export function costRoutes(http: CallRegistrar, costs: CostService) {
  http.handle(costCalls.calculation, ({ body }) => costs.calculate(body));
  http.handle(costCalls.exchangeList, ({ query }) => costs.exchangeList(query));
  http.handle(costCalls.tariffList, ({ query }) => costs.tariffList(query.keyword));
  http.handle(costCalls.save, ({ body }, { user }) => costs.save(body, user));
  http.handle(costCalls.del, ({ body }, { user }) => costs.del(body.id, user));
  http.handle(costCalls.pageByUser, ({ params }, { user }) => costs.pageByUser(params.page, params.limit, user));
}
