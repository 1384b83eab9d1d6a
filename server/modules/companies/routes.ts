import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companyCalls as c, DOCUMENT_PATH } from '../../../contracts/companies/calls';
import type { CallRegistrar } from '../../platform/calls';
import type { FileAnswer } from '../../platform/openapi';
import { requestLanguage } from '../../platform/language';
import { auditActorOf } from '../../shared/audit/index';
import type { CompanyService } from './service';
import type { TeamService } from './team';
import { teamCalls as t } from '../../../contracts/companies/team';

/** Company accounts and verification (issue 28). */
export function companyRoutes(http: CallRegistrar, companies: CompanyService) {
  const caller = (request: FastifyRequest) => ({ ip: request.ip, language: requestLanguage(request) });
  http.handle(c.enterprise, ({ body }, { user, request }) => companies.enterprise(user, body, caller(request)));
  http.handle(c.personal, ({ body }, { user }) => companies.personal(user, body));
  http.handle(c.confirmEmail, async ({ body }, { user }) => (await companies.confirmEmail(user, body), null));
  http.handle(c.resendCode, async ({ body }, { user, request }) => (await companies.resendCode(user, body.id, caller(request)), null));
  http.handle(c.mine, (_input, { user }) => companies.mine(user));
  http.handle(c.verified, ({ query }) => companies.verified(query.id));
  http.handle(c.queue, ({ query }, { user, request }) => companies.queue(auditActorOf(user, request.id), query));
  http.handle(c.decide, async ({ body }, { user, request }) => (await companies.decide(auditActorOf(user, request.id), body), null));
  http.handle(c.revoke, async ({ body }, { user, request }) => (await companies.revoke(auditActorOf(user, request.id), body), null));
}

const DOCUMENT_SCHEMA = {
  tags: ['companies'],
  file: { types: ['application/pdf', 'image/png', 'image/jpeg'], description: 'The document as it was uploaded' } satisfies FileAnswer,
  summary:
    "An application's document, as stored: only its applicant and administrators (an administrator's read of another's document is audited); anyone else, a visitor too, gets 404",
  params: z.object({ applicationId: z.string().regex(/^\d{1,9}$/), uploadId: z.string().regex(/^\d{1,9}$/) }),
};

/** The document route answers the file, not the envelope: outside the call pipeline, with the same policy. */
export function companyDocumentRoute(app: FastifyInstance, companies: CompanyService) {
  app.get(`${DOCUMENT_PATH}/:applicationId/:uploadId`, { schema: DOCUMENT_SCHEMA }, async (request, reply) => {
    const { applicationId, uploadId } = request.params as { applicationId: string; uploadId: string };
    const user = request.user ?? null;
    const audit = user ? auditActorOf(user, request.id) : null;
    const file = await companies.document(user, Number(applicationId), Number(uploadId), audit);
    return reply
      .header('content-type', file.mime)
      .header('content-length', String(file.size))
      .header('content-disposition', `inline; filename="${file.name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .send(file.body);
  });
}

/** A verified company's team (§7 catalogue 'employee'). */
export function teamRoutes(http: CallRegistrar, team: TeamService) {
  http.handle(t.mine, (_input, { user }) => team.mine(user));
  http.handle(t.list, ({ query }, { user }) => team.list(user, query.id));
  http.handle(t.invite, ({ body }, { user, request }) => team.invite(user, body, requestLanguage(request)));
  http.handle(t.cancel, async ({ body }, { user }) => (await team.cancel(user, body.invitationId), null));
  http.handle(t.invitation, ({ query }) => team.invitation(query.token));
  http.handle(t.accept, ({ body }, { user }) => team.accept(user, body.token));
  http.handle(t.request, ({ body }, { user }) => team.request(user, body));
  http.handle(t.review, async ({ body }, { user }) => (await team.review(user, body), null));
  http.handle(t.kickout, async ({ body }, { user }) => (await team.kickout(user, body), null));
  http.handle(t.leave, async ({ body }, { user }) => (await team.leave(user, body.id), null));
  http.handle(t.transfer, async ({ body }, { user }) => (await team.transfer(user, body), null));
}
