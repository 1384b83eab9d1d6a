import { useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

/** The first stop of the Tab key on every layout: straight to the page's main content, past the header and menu. */
export function SkipLink() {
  const t = useT(layoutMessages);
  return (
    <a className="skip-link" href="#main">
      {t('skipToMain')}
    </a>
  );
}
