import { useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

/** Shown on every page while the database holds generated data, so no one takes it for real. */
export function DemoBanner() {
  const t = useT(layoutMessages);
  return (
    // A landmark of its own, so that every text of the page sits in one (header, main, footer or this).
    <aside className="demo-banner" aria-label={t('demo.title')}>
      <strong>{t('demo.title')}</strong>: {t('demo.text')}
    </aside>
  );
}
