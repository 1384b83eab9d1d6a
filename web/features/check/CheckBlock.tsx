import { Link } from 'react-router';
import { checkCalls } from '../../../contracts/check/calls';
import type { CheckAnswer, CheckQuestion } from '../../../contracts/check/models';
import { checkPagePath } from '../../../contracts/check/pages';
import type { Api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { CheckSectionView } from './CheckAnswerView';
import { checkMessages } from './messages';

/** The check of a plant or company for its detail page; the page stands without it when the check fails. */
export async function loadCheckBlock(api: Api, ask: Omit<CheckQuestion, 'accessType'> & { accessType: string }) {
  try {
    return await api.call(checkCalls.check, { body: ask as CheckQuestion });
  } catch {
    return null;
  }
}

/** "Before you pay this supplier": the check's topics that need care, and the way to the full check. */
export function CheckBlock({ answer, query }: { answer: CheckAnswer; query: Parameters<typeof checkPagePath>[0] }) {
  const t = useT(checkMessages);
  const flagged = answer.sections.filter((s) => s.signal === 'flag' && s.topic !== 'plant');
  return (
    <section className="market-panel check-block" aria-labelledby="check-block-title">
      <h2 id="check-block-title">{t('block.title')}</h2>
      <p>{t('block.summary', { flags: flagged.length, topics: answer.sections.length })}</p>
      {flagged.map((s) => (
        <CheckSectionView key={s.topic} section={{ ...s, facts: s.facts.slice(0, 2) }} headingLevel={3} />
      ))}
      <Link to={checkPagePath(query)}>{t('block.full')}</Link>
    </section>
  );
}
