import { leadCalls } from '../../../contracts/leads/calls';
import type { CallRegistrar } from '../../platform/calls';
import type { LeadService } from './service';

/** §7 'Supply/demand'. */
export function leadRoutes(http: CallRegistrar, leads: LeadService) {
  const c = leadCalls;
  http.handle(c.company, ({ query }, { user }) => leads.company(user, query.page, query.limit));
  http.handle(c.own, ({ query }, { user }) => leads.own(user, query.id));
  http.handle(c.page, ({ params, body }, { user }) => leads.page(user, body, params.page, params.limit));
  http.handle(c.add, ({ body }, { user }) => leads.add(user, body));
  http.handle(c.update, ({ body }, { user }) => leads.update(user, body));
  http.handle(c.remove, async ({ body }, { user }) => {
    await leads.remove(user, body.ids);
    return null;
  });
  http.handle(c.renew, ({ body }, { user }) => leads.renew(user, body.id));
  http.handle(c.collect, ({ body }, { user }) => leads.collect(user, body));
  http.handle(c.uncollect, ({ body }, { user }) => leads.uncollect(user, body));
  http.handle(c.homepage, ({ query }) => leads.homepage(query.size));
  http.handle(c.collectPage, ({ query }, { user }) => leads.collectPage(user, query));
}
