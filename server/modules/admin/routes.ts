import type { FastifyRequest } from 'fastify';
import { adminCalls } from '../../../contracts/admin/calls';
import type { SessionUser } from '../../platform/auth';
import type { CallRegistrar } from '../../platform/calls';
import type { AuditActor } from '../../shared/audit/index';
import type { SiteSettings } from '../site/index';
import type { AdminService, UserChange } from './service';

/** Who the audit log names for a write: the administrator and the request's id. */
const auditActor = (user: SessionUser, request: FastifyRequest): AuditActor => ({
  userId: user.userId,
  email: user.email,
  role: user.role,
  requestId: request.id,
});

/** The shell's calls; every one is 'admin' access, so the registrar answers 404 to anyone else before these run. */
export function adminRoutes(http: CallRegistrar, admin: AdminService, settings: SiteSettings) {
  http.handle(adminCalls.me, async (_input, { user }) => ({ userId: user.userId, email: user.email, nickName: user.nickName }));

  http.handle(adminCalls.users, ({ query }, { user }) => admin.users(query, user));
  http.handle(adminCalls.user, ({ params }, { user }) => admin.user(params.userId, user));
  const userWrites: [UserChange, typeof adminCalls.disableUser][] = [
    ['disable', adminCalls.disableUser],
    ['enable', adminCalls.enableUser],
    ['grantAdmin', adminCalls.grantAdmin],
    ['removeAdmin', adminCalls.removeAdmin],
  ];
  for (const [change, call] of userWrites) {
    http.handle(call, ({ params }, { user, request }) => admin.changeUser(change, params.userId, user, auditActor(user, request)));
  }

  http.handle(adminCalls.siteInfo, (_input, { user }) => settings.siteInfo(user));
  http.handle(adminCalls.saveSiteInfo, ({ body }, { user, request }) => settings.saveSiteInfo(body, auditActor(user, request)));
  http.handle(adminCalls.links, (_input, { user }) => settings.links(user));
  http.handle(adminCalls.addLink, ({ body }, { user, request }) => settings.addLink(body, auditActor(user, request)));
  http.handle(adminCalls.updateLink, ({ params, body }, { user, request }) =>
    settings.updateLink(params.id, body, auditActor(user, request)),
  );
  http.handle(adminCalls.deleteLink, ({ params }, { user, request }) => settings.deleteLink(params.id, auditActor(user, request)));
  http.handle(adminCalls.sortLinks, ({ body }, { user, request }) => settings.sortLinks(body.ids, auditActor(user, request)));
  http.handle(adminCalls.agreements, (_input, { user }) => settings.agreements(user));
  http.handle(adminCalls.updateAgreement, ({ params, body }, { user, request }) =>
    settings.updateAgreement(params.id, body, auditActor(user, request)),
  );
  http.handle(adminCalls.notice, (_input, { user }) => settings.notice(user));
  http.handle(adminCalls.saveNotice, ({ body }, { user, request }) => settings.saveNotice(body, auditActor(user, request)));

  http.handle(adminCalls.audit, ({ query }, { user }) => admin.audit(query, user));
}
