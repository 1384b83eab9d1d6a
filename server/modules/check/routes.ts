import { checkCalls as c } from '../../../contracts/check/calls';
import type { CallRegistrar } from '../../platform/calls';
import { auditActorOf } from '../../shared/audit/index';
import type { Db } from '../../db/client';
import type { CheckAnswers } from './answer';
import { countryUnqualified } from './country';
import type { BankReports } from './service';

/** The supplier check and the high-risk bank accounts (issue 28). */
export function checkRoutes(http: CallRegistrar, db: Db, answers: CheckAnswers, reports: BankReports) {
  http.handle(c.check, ({ body }) => answers.check(body));
  http.handle(c.goods, ({ body }) => answers.goods(body));
  http.handle(c.otherRisk, ({ body }) => answers.otherRisk(body));
  http.handle(c.accounts, ({ query }) => answers.accounts(query));
  http.handle(c.country, ({ params, query }) => countryUnqualified(db, params.countryCode, query.lang));
  http.handle(c.report, ({ body }, { user }) => reports.report(user, body));
  http.handle(c.mine, (_input, { user }) => reports.mine(user));
  http.handle(c.adminList, ({ query }, { user }) => reports.list(query, user));
  http.handle(c.adminConfirm, ({ params }, { user, request }) => reports.confirm(params.id, auditActorOf(user, request.id)));
  http.handle(c.adminRefuse, ({ params, body }, { user, request }) =>
    reports.refuse(params.id, body.reason, auditActorOf(user, request.id)),
  );
  http.handle(c.adminWithdraw, ({ params, body }, { user, request }) =>
    reports.withdraw(params.id, body.reason, auditActorOf(user, request.id)),
  );
}
