import type { ReactNode } from 'react';
import { HTML_LANG, otherLanguage, useLanguage, useT, type Language } from '../../lib/i18n';
import { writtenIn } from '../../ui/posts/written-in';
import { marketMessages } from './messages';

/** A `lang` for text in `own` on a page in `page`: none when they agree (the html element says it). */
const langOn = (page: Language, own: Language) => (own === page ? undefined : HTML_LANG[own]);

/**
 * Text that is the registry's data (a name, a Reg.No., a code): never machine-translated, and marked with its own
 * language when it is not the page's, so the reader's tools and the language walk (docs/i18n.md) tell it from UI.
 * `prose` is a sentence the registry keeps in one language (a suspension's reason): marked, but translatable.
 */
export function Data({ text, className, prose = false }: { text: string; className?: string; prose?: boolean }) {
  const page = useLanguage();
  return (
    <span translate={prose ? undefined : 'no'} lang={langOn(page, writtenIn(text))} className={className}>
      {text}
    </span>
  );
}

/** Names in a row as each language writes a list: 'Beef, Offal', '牛肉、食用杂碎'. */
export const listOf = (items: readonly string[], language: Language) => items.join(language === 'zh' ? '、' : ', ');

/** A label and its value: 'Product mode: Cold storage', '生产方式：冷藏' (the Chinese colon needs no space). */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  const page = useLanguage();
  return (
    <>
      {label}
      {page === 'zh' ? '' : ' '}
      {children}
    </>
  );
}

interface Versions {
  en: string;
  zh: string;
  /** Names: kept from machine translation. */
  data?: boolean;
  /** Say when the reader's language is missing; off where that is the rule (a list's cells). */
  note?: boolean;
}

/** Which version a page shows first: the reader's language, else the other; and the other, if there is one. */
function versionsOn(page: Language, { en, zh }: Versions) {
  const texts: Record<Language, string> = { en: en.trim(), zh: zh.trim() };
  const other = otherLanguage(page);
  const shown = texts[page] ? page : other;
  const second = shown === page && texts[other] && texts[other] !== texts[page] ? other : undefined;
  return { texts, shown, second };
}

/**
 * What goes under the reader's version of a text: the other language on demand (a <details>, so it opens without
 * JavaScript), or a note that the reader's language is missing. For a title that shows the first version itself.
 */
export function OtherVersion(props: Versions) {
  const page = useLanguage();
  const t = useT(marketMessages);
  const { texts, shown, second } = versionsOn(page, props);
  if (!texts[shown]) return null;
  if (shown !== page) {
    if (props.note === false) return null;
    return <span className="market-note">{t(page === 'zh' ? 'bilingual.noChinese' : 'bilingual.noEnglish')}</span>;
  }
  if (!second) return null;
  return (
    <details className="market-other">
      <summary>{t(second === 'en' ? 'bilingual.showEnglish' : 'bilingual.showChinese')}</summary>
      <span translate={props.data ? 'no' : undefined} lang={HTML_LANG[second]}>
        {texts[second]}
      </span>
    </details>
  );
}

/**
 * A text the registry may hold in both languages: the reader's first, then the other on demand; with only one, that
 * one, marked with its language, and a note that the reader's is missing.
 */
export function InBothLanguages(props: Versions) {
  const page = useLanguage();
  const { texts, shown } = versionsOn(page, props);
  if (!texts[shown]) return <>-</>;
  return (
    <>
      <span translate={props.data ? 'no' : undefined} lang={langOn(page, shown)}>
        {texts[shown]}
      </span>
      <OtherVersion {...props} />
    </>
  );
}

/** Never in a catalogue's text: marks where a sentence takes an element. */
const SLOT = '\u2063';

/**
 * A sentence of the catalogue with an element where its placeholder is ('More news about {{name}}' with the name
 * as data), so word order stays the language's own: `fillIn((slot) => t('company.moreNews', { name: slot }), <Data … />)`.
 */
export function fillIn(sentence: (slot: string) => string, element: ReactNode): ReactNode {
  const [before = '', after = ''] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}

/**
 * A text the registry keeps in one language, whichever it is (an introduction, a plant's activities): shown as
 * written, marked with its language, with a note when that is not the reader's.
 */
export function AsWritten({ text, note = true }: { text: string; note?: boolean }) {
  const own = writtenIn(text);
  return <InBothLanguages en={own === 'en' ? text : ''} zh={own === 'zh' ? text : ''} note={note} />;
}
