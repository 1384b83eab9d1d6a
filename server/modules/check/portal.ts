import type { CheckSection } from '../../../contracts/check/models';
import type { checkMessages } from '../../../contracts/check/codes';
import { isoDate } from '../../../contracts/core/dates';
import type { Language } from '../../../contracts/core/languages';
import { fill } from '../../../contracts/core/messages';
import type { Db } from '../../db/client';
import { companyAccount } from '../companies/index';

const DAY_MS = 86_400_000;

type AnswerWords = (typeof checkMessages.texts)[Language]['answer'];

/**
 * The 'portal' topic (decision 0048: facts, not a verdict): whether each company the check shows has a verified
 * account here and since when, and how long the account that owns it has existed; each fact's source is the portal
 * and its date the day it happened. No verified account is "no record", not a warning.
 */
export async function portalSection(
  db: Db,
  companies: { id: number; name: string }[],
  words: AnswerWords,
  now: number,
): Promise<CheckSection> {
  const source = words.source.portalVerification;
  const facts: CheckSection['facts'] = [];
  for (const c of companies) {
    const account = await companyAccount(db, c.id);
    if (!account) {
      facts.push({ text: fill(words.notVerified, { name: c.name }), source, date: isoDate(new Date(now)), link: null });
      continue;
    }
    const since = isoDate(account.badge.verifiedAt);
    facts.push({ text: fill(words.verifiedSince, { name: c.name, date: since }), source, date: since, link: account.badge.link });
    const days = Math.max(0, Math.floor((now - account.accountSince.getTime()) / DAY_MS));
    const opened = isoDate(account.accountSince);
    facts.push({ text: fill(words.accountAge, { date: opened, days }), source: words.source.portalAccounts, date: opened, link: null });
  }
  return { topic: 'portal', signal: facts.some((f) => f.link) ? 'note' : 'none', facts };
}
