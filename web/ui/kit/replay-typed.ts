/** Fields whose value is text the visitor types. */
const TYPED = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]):not([type=submit]), textarea';

/**
 * Text typed into a kit part's server-rendered fields before its code loaded is in the fields but not in the form's
 * state: React keeps a field's value when it hydrates and records it as already seen. For each field whose value
 * differs from the one rendered (its defaultValue), this sets the recorded value back to the rendered one and sends
 * an input event, so the form's onChange sees the typed text as if it had been typed now.
 */
export function replayTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const nativeSet = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (!nativeSet) continue;
    // Through React's tracker (an own property of the field): it now records the rendered value...
    field.value = field.defaultValue;
    // ...while the field itself shows the typed text again, which React reads as a change.
    nativeSet.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
