import { Link } from 'react-router';
import type { CheckAnswer, CheckSection } from '../../../contracts/check/models';
import { useT } from '../../lib/i18n';
import { checkMessages } from './messages';

/** One topic of the answer: its signal (take care, on record, no record) and its facts, each with source and date. */
export function CheckSectionView({ section, headingLevel = 2 }: { section: CheckSection; headingLevel?: 2 | 3 }) {
  const t = useT(checkMessages);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `check-topic-${section.topic}`;
  return (
    <section className={`check-topic check-topic--${section.signal}`} aria-labelledby={id} data-topic={section.topic}>
      <Heading id={id} className="check-topic__title">
        {t(`topic.${section.topic}`)}{' '}
        <span className={`check-signal check-signal--${section.signal}`}>{t(`signal.${section.signal}`)}</span>
      </Heading>
      <ul className="check-facts">
        {section.facts.map((f, i) => (
          <li key={i}>
            <p className="check-fact__text">{f.link ? <Link to={f.link}>{f.text}</Link> : f.text}</p>
            <p className="check-fact__source">
              {t('source', { source: f.source })}
              {f.date ? t('date', { date: f.date }) : t('noDate')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CheckAnswerView({ answer }: { answer: CheckAnswer }) {
  const t = useT(checkMessages);
  return (
    <div className="check-answer">
      <p className="check-asof">{t('asOf', { date: answer.asOf })}</p>
      {answer.sections.map((s) => (
        <CheckSectionView key={s.topic} section={s} />
      ))}
      {answer.countryLink && (
        <p>
          <Link to={answer.countryLink}>{t('countryLink')}</Link>
        </p>
      )}
    </div>
  );
}
