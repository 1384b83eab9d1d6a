import { bannerAdminCalls } from '../../../contracts/site/banner-calls';
import { siteCalls } from '../../../contracts/site/calls';
import type { CallRegistrar } from '../../platform/calls';
import { auditActorOf } from '../../shared/audit/index';
import type { Banners } from './banners-service';

/** §7 'banner listByPosition', and the admin shell's banner calls ('admin' access: 404 to anyone else). */
export function bannerRoutes(http: CallRegistrar, banners: Banners) {
  http.handle(siteCalls.banners, ({ body }) => banners.listByPosition(body.appId, body.showPositions));
  const c = bannerAdminCalls;
  http.handle(c.list, (_input, { user }) => banners.all(user));
  http.handle(c.add, ({ body }, { user, request }) => banners.add(body, auditActorOf(user, request.id)));
  http.handle(c.update, ({ params, body }, { user, request }) => banners.update(params.id, body, auditActorOf(user, request.id)));
  http.handle(c.remove, ({ params }, { user, request }) => banners.remove(params.id, auditActorOf(user, request.id)));
  http.handle(c.sort, ({ body }, { user, request }) => banners.sort(body.showPosition, body.ids, auditActorOf(user, request.id)));
}
