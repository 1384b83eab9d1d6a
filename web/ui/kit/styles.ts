import kitStylesHref from '../../styles/antd.generated.css?url';
import { KIT_STYLES_ID } from '../../lib/kit-first-paint-css';

let loaded: Promise<void> | undefined;

/**
 * Links the kit's whole stylesheet on a page outside the kit layout, once, and answers when it has loaded (or failed:
 * the page still works with the first paint's rules). It goes where the first paint's kit rules are, before the
 * portal's own styles, so the cascade is the kit layout's. On the server it answers at once.
 */
export function kitStylesLoaded(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  loaded ??= new Promise<void>((resolve) => {
    const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${kitStylesHref}"]`);
    if (existing) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = kitStylesHref;
    link.onload = link.onerror = () => resolve();
    const anchor = document.getElementById(KIT_STYLES_ID) ?? document.head.querySelector('link[rel="stylesheet"], style');
    if (anchor) anchor.before(link);
    else document.head.append(link);
  });
  return loaded;
}
