import { adminCalls } from '../../../contracts/admin/calls';
import type { CallRegistrar } from '../../platform/calls';
import { auditActorOf } from '../../shared/audit/index';
import type { SiteSettings } from '../site/index';
import type { AdminService, UserChange } from './service';

/** The shell's calls; every one is 'admin' access, so the registrar answers 404 to anyone else before these run. */
export function adminRoutes(http: CallRegistrar, admin: AdminService, settings: SiteSettings) {
  http.handle(adminCalls.me, async (_input, { user }) => ({ userId: user.userId, email: user.email, nickName: user.nickName }));

  http.handle(adminCalls.users, ({ query }, { user }) => admin.users(query, user));
  http.handle(adminCalls.user, ({ params }, { user, request }) => admin.user(params.userId, user, auditActorOf(user, request.id)));
  const userWrites: [UserChange, typeof adminCalls.disableUser][] = [
    ['disable', adminCalls.disableUser],
    ['enable', adminCalls.enableUser],
    ['grantAdmin', adminCalls.grantAdmin],
    ['removeAdmin', adminCalls.removeAdmin],
  ];
  for (const [change, call] of userWrites) {
    http.handle(call, ({ params }, { user, request }) => admin.changeUser(change, params.userId, user, auditActorOf(user, request.id)));
  }

  http.handle(adminCalls.siteInfo, (_input, { user }) => settings.siteInfo(user));
  http.handle(adminCalls.saveSiteInfo, ({ body }, { user, request }) => settings.saveSiteInfo(body, auditActorOf(user, request.id)));
  http.handle(adminCalls.links, (_input, { user }) => settings.links(user));
  http.handle(adminCalls.addLink, ({ body }, { user, request }) => settings.addLink(body, auditActorOf(user, request.id)));
  http.handle(adminCalls.updateLink, ({ params, body }, { user, request }) =>
    settings.updateLink(params.id, body, auditActorOf(user, request.id)),
  );
  http.handle(adminCalls.deleteLink, ({ params }, { user, request }) => settings.deleteLink(params.id, auditActorOf(user, request.id)));
  http.handle(adminCalls.sortLinks, ({ body }, { user, request }) => settings.sortLinks(body.ids, auditActorOf(user, request.id)));
  http.handle(adminCalls.agreements, (_input, { user }) => settings.agreements(user));
  http.handle(adminCalls.updateAgreement, ({ params, body }, { user, request }) =>
    settings.updateAgreement(params.id, body, auditActorOf(user, request.id)),
  );
  http.handle(adminCalls.notice, (_input, { user }) => settings.notice(user));
  http.handle(adminCalls.saveNotice, ({ body }, { user, request }) => settings.saveNotice(body, auditActorOf(user, request.id)));

  http.handle(adminCalls.audit, ({ query }, { user }) => admin.audit(query, user));
}
