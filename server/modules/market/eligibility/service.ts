import { isoDate } from '../../../../contracts/core/dates';
import type { Lang } from '../../../../contracts/core/codes';
import { languageOfLang } from '../../../../contracts/core/languages';
import type { Eligibility, EligibilityQuestion } from '../../../../contracts/market/eligibility';
import type { Db } from '../../../db/client';
import { loadEligibilityFacts } from './facts';
import { judge } from './judge';

/**
 * "Can plant X ship product Y to China today?": the facts are read first, then judged without I/O (judge.ts). The
 * answer's names and reasons are in the asked language (`lang`).
 */
export function createEligibility(db: Db, goodsTypeName: (code: string, lang: Lang) => Promise<string>) {
  return async function check(ask: EligibilityQuestion & { lang: Lang }, today: string = isoDate(new Date())): Promise<Eligibility> {
    const language = languageOfLang(ask.lang);
    const facts = await loadEligibilityFacts(db, ask, (code) => goodsTypeName(code, ask.lang), language);
    return judge(facts, today, language);
  };
}

/** The eligibility check as other areas receive it (the supplier check asks it per goods type). */
export type EligibilityCheck = ReturnType<typeof createEligibility>;
