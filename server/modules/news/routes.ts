import { newsAdminCalls } from '../../../contracts/news/admin-calls';
import { newsCalls } from '../../../contracts/news/calls';
import type { CallRegistrar } from '../../platform/calls';
import { auditActorOf } from '../../shared/audit/index';
import type { NewsAdminService } from './admin-service';
import type { NewsService } from './service';

/** §7 'News': the calls every visitor makes. */
export function newsRoutes(http: CallRegistrar, news: NewsService) {
  const c = newsCalls;
  http.handle(c.marketNews, ({ params, body }) => news.marketNews({ ...body, page: params.page, limit: params.limit }));
  http.handle(c.factoryNews, ({ body }) => news.factoryNews(body));
  http.handle(c.relatedFactoryNews, ({ body }) => news.relatedFactoryNews(body));
  http.handle(c.customsUpdates, ({ body }) => news.customsUpdates(body));
  http.handle(c.customsUpdate, ({ query }) => news.customsUpdate(query.id));
  http.handle(c.rollMessage, () => news.rollMessage());
  http.handle(c.factoryNewsDetail, ({ query }) => news.factoryNewsDetail(query.id));
  http.handle(c.areaNewsDetail, ({ query }) => news.areaNewsDetail(query.id));
  http.handle(c.linkSubmit, ({ query }) => news.linkSubmit(query.fullPath));
  http.handle(c.updateBaiduIncluded, ({ body }, { user }) => news.updateBaiduIncluded(body.id, user));
}

/** The news desk; 'admin' access, so the registrar answers 404 to anyone else before these run. */
export function newsAdminRoutes(http: CallRegistrar, desk: NewsAdminService) {
  const c = newsAdminCalls;
  http.handle(c.items, ({ params, query }, { user }) => desk.items(params.kind, query, user));
  http.handle(c.item, ({ params }, { user }) => desk.item(params.kind, params.id, user));
  http.handle(c.createItem, ({ params, body }, { user, request }) => desk.createItem(params.kind, body, auditActorOf(user, request.id)));
  http.handle(c.updateItem, ({ params, body }, { user, request }) =>
    desk.updateItem(params.kind, params.id, body, auditActorOf(user, request.id)),
  );
  http.handle(c.publishItem, ({ params }, { user, request }) =>
    desk.changeItemState(params.kind, params.id, 'publish', auditActorOf(user, request.id)),
  );
  http.handle(c.unpublishItem, ({ params }, { user, request }) =>
    desk.changeItemState(params.kind, params.id, 'unpublish', auditActorOf(user, request.id)),
  );
  http.handle(c.deleteItem, ({ params }, { user, request }) => desk.deleteItem(params.kind, params.id, auditActorOf(user, request.id)));

  http.handle(c.customsUpdates, ({ query }, { user }) => desk.customsUpdates(query, user));
  http.handle(c.customsUpdate, ({ params }, { user }) => desk.customsUpdate(params.id, user));
  http.handle(c.createCustomsUpdate, ({ body }, { user, request }) => desk.createCustomsUpdate(body, auditActorOf(user, request.id)));
  http.handle(c.updateCustomsUpdate, ({ params, body }, { user, request }) =>
    desk.updateCustomsUpdate(params.id, body, auditActorOf(user, request.id)),
  );
  http.handle(c.publishCustomsUpdate, ({ params }, { user, request }) =>
    desk.changeCustomsState(params.id, 'publish', auditActorOf(user, request.id)),
  );
  http.handle(c.unpublishCustomsUpdate, ({ params }, { user, request }) =>
    desk.changeCustomsState(params.id, 'unpublish', auditActorOf(user, request.id)),
  );
  http.handle(c.deleteCustomsUpdate, ({ params }, { user, request }) =>
    desk.deleteCustomsUpdate(params.id, auditActorOf(user, request.id)),
  );
}
