import { HTML_LANG, useLanguage, useT } from '../../../lib/i18n';
import { adminDataMessages } from '../data/messages';
import en from '../data/messages/en.json';
import { CodeText } from '../../../ui/CodeText';

/** The importers the catalogue names (adminData `importers`); another one shows the server's English text. */
type NamedKind = keyof (typeof en)['importers'];
const isNamed = (kind: string): kind is NamedKind => Object.hasOwn(en.importers, kind);

/**
 * An importer's title, or with `part` its description, in the page's language. The server describes each importer in
 * English, and an English page shows its description as it is (it may list what the importer reads, such as its
 * diseases); a Chinese page shows the catalogue's, whose English text is the translators' reference. A kind the
 * catalogue does not know yet shows the server's text, marked as English on a Chinese page. The codes a description
 * names (`--code`) are data (CodeText).
 */
export function useImporterName() {
  const t = useT(adminDataMessages);
  const language = useLanguage();
  return (kind: string, serverText: string, part: 'title' | 'description' = 'title') => {
    if (isNamed(kind) && part === 'title') return t(`importers.${kind}.title`);
    if (isNamed(kind) && language === 'zh') return <CodeText text={t(`importers.${kind}.description`)} />;
    return language === 'en' ? serverText : <span lang={HTML_LANG.en}>{serverText}</span>;
  };
}
