import { checkMessages } from '../../../contracts/check/codes';
import { CHECK_PAGE } from '../../../contracts/check/pages';
import { inEveryLanguage } from '../../../contracts/core/languages';
import { fill } from '../../../contracts/core/messages';
import type { NewNotification } from '../../shared/notifications/index';

/** What became of a report of a bank account that its reporter is told. */
export type ReportDecision = 'confirmed' | 'refused' | 'withdrawn';

/** The reporter told what became of their report, linked to the check of that account. */
export function bankReportNotice(
  row: { id: number; reporterId: number; accountNumber: string; holderName: string; decisionReason: string; accountKey: string },
  what: ReportDecision,
): NewNotification {
  const texts = inEveryLanguage((language) => {
    const words = checkMessages.texts[language].notify;
    const params = { account: row.accountNumber, holder: row.holderName, reason: row.decisionReason };
    return { title: words[`${what}Title`], body: fill(words[`${what}Body`], params), reason: words.reason };
  });
  return {
    userId: row.reporterId,
    eventKey: `bank-account-report:${row.id}:${what}`,
    link: `${CHECK_PAGE}?bankAccount=${row.accountKey}`,
    texts,
  };
}
