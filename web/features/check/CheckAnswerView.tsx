import { Link } from 'react-router';
import type { CheckAnswer, CheckSection } from '../../../contracts/check/models';
import { useLanguage, useT } from '../../lib/i18n';
import { checkMessages } from './messages';

/**
 * A fact as the page shows it. A Chinese answer's words all come from the catalogue, so the Latin runs in it are the
 * data it quotes (names, codes, reasons as the source wrote them): they are marked as data, not to be translated.
 */
function FactText({ text }: { text: string }) {
  const language = useLanguage();
  if (language !== 'zh') return <>{text}</>;
  return (
    <>
      {text.split(/([A-Za-z][A-Za-z0-9 .,'’&/+-]*(?:\([A-Za-z0-9 .,'’&/+-]*\))?[A-Za-z0-9.)]?)/).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} translate="no">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

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
            <p className="check-fact__text">
              {f.link ? (
                <Link to={f.link}>
                  <FactText text={f.text} />
                </Link>
              ) : (
                <FactText text={f.text} />
              )}
            </p>
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
