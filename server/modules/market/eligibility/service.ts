import { isoDate } from '../../../../contracts/core/dates';
import type { Eligibility, EligibilityQuestion } from '../../../../contracts/market/eligibility';
import type { Db } from '../../../db/client';
import { loadEligibilityFacts } from './facts';
import { judge } from './judge';

/** "Can plant X ship product Y to China today?": the facts are read first, then judged without I/O (judge.ts). */
export function createEligibility(db: Db, goodsTypeName: (code: string) => Promise<string>) {
  return async function check(ask: EligibilityQuestion, today: string = isoDate(new Date())): Promise<Eligibility> {
    return judge(await loadEligibilityFacts(db, ask, goodsTypeName), today);
  };
}
