import { leadCalls, topicCalls } from '../../../contracts/community/calls';
import type { CallRegistrar } from '../../platform/calls';
import { assertActsAsSelf } from '../../platform/policy';
import type { CollectService } from '../../shared/collect/index';
import type { LeadService } from './service';
import { LEAD_SUBJECT } from './queries/leads';
import { TOPIC_SUBJECT } from '../forum/queries/topics';
import type { TopicService } from '../forum/service';

/** §7 'Supply/demand'. */
export function leadRoutes(http: CallRegistrar, leads: LeadService, collect: CollectService) {
  const c = leadCalls;
  http.handle(c.page, ({ params, body }, { user }) => leads.page(user, body, params.page, params.limit));
  http.handle(c.add, ({ body }, { user }) => leads.add(user, body));
  http.handle(c.remove, async ({ body }, { user }) => {
    await leads.remove(user, body.ids);
    return null;
  });
  http.handle(c.renew, ({ body }, { user }) => leads.renew(user, body.id));
  http.handle(c.collect, ({ body }, { user }) => {
    assertActsAsSelf(user, body.userId || undefined);
    return collect.add(user, LEAD_SUBJECT, body.supplyDemandId);
  });
  http.handle(c.uncollect, ({ body }, { user }) => {
    assertActsAsSelf(user, body.userId || undefined);
    return collect.cancel(user, LEAD_SUBJECT, body.supplyDemandId);
  });
  http.handle(c.collectPage, ({ query }, { user }) => leads.collectPage(user, query));
}

/** §7 'Community'. */
export function topicRoutes(http: CallRegistrar, topics: TopicService, collect: CollectService) {
  const c = topicCalls;
  http.handle(c.page, ({ params, body }, { user }) => topics.page(user, body, params.page, params.limit));
  http.handle(c.add, ({ body }, { user }) => {
    assertActsAsSelf(user, body.userId || undefined);
    return topics.add(user, body);
  });
  http.handle(c.remove, async ({ body }, { user }) => {
    await topics.remove(user, body.ids);
    return null;
  });
  http.handle(c.detail, ({ query }, { user }) => topics.detail(user, query.code));
  http.handle(c.related, ({ query }, { user }) => topics.related(user, query));
  http.handle(c.labels, ({ body }) => topics.labels(body?.labelClass));
  http.handle(c.collect, ({ body }, { user }) => {
    assertActsAsSelf(user, body.userId || undefined);
    return collect.add(user, TOPIC_SUBJECT, body.topicId);
  });
  http.handle(c.uncollect, ({ body }, { user }) => {
    assertActsAsSelf(user, body.userId || undefined);
    return collect.cancel(user, TOPIC_SUBJECT, body.topicId);
  });
  http.handle(c.collectPage, ({ query }, { user }) => topics.collectPage(user, query));
}
