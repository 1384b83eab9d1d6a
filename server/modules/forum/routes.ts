import { topicCalls } from '../../../contracts/forum/calls';
import type { CallRegistrar } from '../../platform/calls';
import type { TopicService } from './service';

/** §7 'Community': the topic forum. */
export function topicRoutes(http: CallRegistrar, topics: TopicService) {
  const c = topicCalls;
  http.handle(c.page, ({ params, body }, { user }) => topics.page(user, body, params.page, params.limit));
  http.handle(c.own, ({ query }, { user }) => topics.own(user, query.id));
  http.handle(c.add, ({ body }, { user }) => topics.add(user, body));
  http.handle(c.update, ({ body }, { user }) => topics.update(user, body));
  http.handle(c.remove, async ({ body }, { user }) => {
    await topics.remove(user, body.ids);
    return null;
  });
  http.handle(c.detail, ({ query }, { user }) => topics.detail(user, query.code));
  http.handle(c.related, ({ query }, { user }) => topics.related(user, query));
  http.handle(c.labels, ({ body }) => topics.labels(body?.labelClass));
  http.handle(c.collect, ({ body }, { user }) => topics.collect(user, body));
  http.handle(c.uncollect, ({ body }, { user }) => topics.uncollect(user, body));
  http.handle(c.collectPage, ({ query }, { user }) => topics.collectPage(user, query));
}
