import { Tag } from 'antd';
import { HTML_LANG, useLanguage, useT } from '../../../lib/i18n';
import { adminContentMessages } from './messages';

/**
 * A text the shell keeps in both languages (an article's title, a category's name) in the page's language: on a
 * Chinese page its Chinese text, or, when it has none, the English one marked as English with a note that the
 * Chinese version is missing. English pages show the English text, which is always there.
 */
export function Bilingual({ en, zh }: { en: string; zh: string }) {
  const t = useT(adminContentMessages);
  const language = useLanguage();
  if (language === 'en' || zh) return <span translate="no">{language === 'zh' ? zh : en}</span>;
  return (
    <>
      <span lang={HTML_LANG.en} translate="no">
        {en}
      </span>{' '}
      <Tag className="admin-lang-missing">{t('editor.noChinese')}</Tag>
    </>
  );
}
