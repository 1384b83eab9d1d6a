import { useEffect, type MouseEvent } from 'react';

/**
 * §2: right-click, text selection and F12 are disabled on the knowledge page. Only those: the context menu
 * of the page's content and the F12 key are refused; Tab, Enter, arrows and Ctrl+F work, and the text stays
 * in the accessibility tree (selection is switched off in CSS, .kb-protected).
 */
export function useNoDevtoolsKey() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F12') event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/** For the page's onContextMenu: no context menu over the content (form fields keep theirs). */
export function refuseContextMenu(event: MouseEvent) {
  const target = event.target as HTMLElement;
  if (target.closest('input, textarea')) return;
  event.preventDefault();
}
