import { CHECK_STATUS } from '../../../contracts/core/codes';
import { topicCalls } from '../../../contracts/forum/calls';
import type { CallRegistrar } from '../../platform/calls';
import type { ViewCounter } from '../../platform/view-counts';
import type { TopicService } from './service';

/** §7 'Community': the topic forum; every answer of an approved topic, a cached one too, counts a view of it. */
export function topicRoutes(http: CallRegistrar, topics: TopicService, viewed: ViewCounter) {
  const c = topicCalls;
  http.handle(c.page, ({ params, body }, { user }) => topics.page(user, body, params.page, params.limit));
  http.handle(c.own, ({ query }, { user }) => topics.own(user, query.id));
  http.handle(c.add, ({ body }, { user }) => topics.add(user, body));
  http.handle(c.update, ({ body }, { user }) => topics.update(user, body));
  http.handle(c.remove, async ({ body }, { user }) => {
    await topics.remove(user, body.ids);
    return null;
  });
  http.handle(
    c.detail,
    ({ query }, { user }) => topics.detail(user, query.code),
    (topic) => (topic.checkStatus === CHECK_STATUS.APPROVED ? () => viewed(topic.id) : undefined),
  );
  http.handle(c.related, ({ query }, { user }) => topics.related(user, query));
  http.handle(c.labels, ({ body }) => topics.labels(body?.labelClass));
  http.handle(c.collect, ({ body }, { user }) => topics.collect(user, body));
  http.handle(c.uncollect, ({ body }, { user }) => topics.uncollect(user, body));
  http.handle(c.collectPage, ({ query }, { user }) => topics.collectPage(user, query));
}
