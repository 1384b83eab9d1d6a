/** Fields in which Enter submits the form (a textarea takes Enter as a new line). */
export const SUBMITS_ON_ENTER = 'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=button])';

/** Set on a kit part's box once its form works; until then a submit asked for is held. */
const LIVE = 'data-kit-live';
/** Set on a form whose submit was asked for before it worked. */
const ASKED = 'data-submit-asked';

/**
 * Until a kit part has hydrated, its server-rendered form cannot submit: the kit renders the submit button disabled
 * until the form's state says otherwise, so Enter in a field would do nothing, and a native submit would reload the
 * page without the visitor's input. This script, inline in the head of a page with kit parts (its text is sent as is,
 * web/lib/kit-first-paint.ts), holds such an attempt from the first paint on: Enter in a field, a submit. The part's
 * release (below) then submits once, after the typed text has been replayed into the form (replay-typed.ts).
 */
export const HOLD_EARLY_SUBMITS =
  '(function(){' +
  `function held(t){var p=t&&t.closest&&t.closest('.kit-island');return !!p&&!p.hasAttribute('${LIVE}')}` +
  "addEventListener('keydown',function(e){var t=e.target;" +
  `if(e.key!=='Enter'||e.isComposing||!held(t)||!t.form||!t.matches('${SUBMITS_ON_ENTER}'))return;` +
  `e.preventDefault();t.form.setAttribute('${ASKED}','')},true);` +
  "addEventListener('submit',function(e){if(!held(e.target))return;" +
  `e.preventDefault();e.target.setAttribute('${ASKED}','')},true)` +
  '})()';

/** The part's form works now: from here on its submits are its own, and one asked for before is made once. */
export function releaseEarlySubmits(box: HTMLElement): void {
  box.setAttribute(LIVE, '');
  const form = box.querySelector<HTMLFormElement>(`form[${ASKED}]`);
  if (!form) return;
  form.removeAttribute(ASKED);
  // After the replayed input events have reached the form's state.
  setTimeout(() => form.isConnected && form.requestSubmit(), 0);
}
