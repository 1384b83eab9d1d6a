import { useLocation } from 'react-router';
import { HTML_LANG, otherLanguage, switchHref, useLanguage, useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

/**
 * The link to this page in the other language, with its query (filters, page) kept. A plain link, so it works
 * before the scripts load and without them; /language remembers the choice (server/platform/language.ts).
 */
export function LanguageSwitch() {
  const t = useT(layoutMessages);
  const to = otherLanguage(useLanguage());
  const { pathname, search } = useLocation();
  return (
    <a
      className="language-switch"
      href={switchHref(to, pathname + search)}
      hrefLang={HTML_LANG[to]}
      lang={HTML_LANG[to]}
      aria-label={t('language.switchLabel')}
      rel="alternate"
    >
      {t('language.switchTo')}
    </a>
  );
}
