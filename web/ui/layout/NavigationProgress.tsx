import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

/** A navigation shows the loading bar once it has taken this long (§ loading bar: throttle 200 ms). */
export const PROGRESS_DELAY_MS = 200;

/**
 * Whether a navigation (a link, a filter, a form) has been loading for PROGRESS_DELAY_MS: a quick one shows nothing,
 * so the bar does not flicker on every click. The page's main region is marked aria-busy for as long.
 */
export function useSlowNavigation(): boolean {
  const busy = useNavigation().state !== 'idle';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return slow;
}

/** The loading bar along the top of the window: an indeterminate progress bar, named for screen readers. */
export function NavigationProgress({ shown }: { shown: boolean }) {
  const t = useT(layoutMessages);
  if (!shown) return null;
  return (
    <div className="nav-progress" role="progressbar" aria-label={t('loadingPage')}>
      <span className="nav-progress__bar" />
    </div>
  );
}
