import { newsAdminCalls } from '../../../contracts/news/admin-calls';
import { newsCalls } from '../../../contracts/news/calls';
import type { CallRegistrar } from '../../platform/calls';
import type { ViewCounter } from '../../platform/view-counts';
import { langOf } from '../../platform/client-headers';
import { auditActorOf } from '../../shared/audit/index';
import type { NewsAdminService } from './admin-service';
import type { NewsService } from './service';

/**
 * §7 'News': the calls every visitor makes; each answers in the language its lang (body or query, else header) asks.
 * Every answer of a detail, a cached one too, counts a view of the item or update.
 */
export function newsRoutes(http: CallRegistrar, news: NewsService, viewed: { item: ViewCounter; customs: ViewCounter }) {
  const c = newsCalls;
  http.handle(c.marketNews, ({ params, body }, { request }) =>
    news.marketNews({ ...body, page: params.page, limit: params.limit, lang: langOf(request, body.lang) }),
  );
  http.handle(c.factoryNews, ({ body }, { request }) => news.factoryNews({ ...body, lang: langOf(request, body.lang) }));
  http.handle(c.relatedFactoryNews, ({ body }, { request }) => news.relatedFactoryNews({ ...body, lang: langOf(request, body.lang) }));
  http.handle(c.customsUpdates, ({ body }, { request }) => news.customsUpdates({ ...body, lang: langOf(request, body.lang) }));
  http.handle(
    c.customsUpdate,
    ({ query }, { request }) => news.customsUpdate(query.id, langOf(request, query.lang)),
    (update) => () => viewed.customs(update.id),
  );
  http.handle(c.rollMessage, ({ body }, { request }) => news.rollMessage(langOf(request, body?.lang)));
  http.handle(
    c.factoryNewsDetail,
    ({ query }, { request }) => news.factoryNewsDetail(query.id, langOf(request, query.lang)),
    (item) => () => viewed.item(item.id),
  );
  http.handle(
    c.areaNewsDetail,
    ({ query }, { request }) => news.areaNewsDetail(query.id, langOf(request, query.lang)),
    (item) => () => viewed.item(item.id),
  );
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
