import { useEffect, useRef, type ReactNode } from 'react';

/** The boxes a kit table scrolls sideways in when it is wider than the page (`scroll={{ x: ... }}`). */
const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * Makes the sideways-scrolling box of the kit's tables inside reachable by keyboard and named for screen readers
 * (Tab to it, then the arrow keys scroll): the kit renders that box itself and takes no attributes for it, so they
 * are set once the table is in the page, and again whenever the kit draws a new box.
 */
export function KeyboardScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () => {
      for (const box of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
        if (box.getAttribute('aria-label') === label) continue;
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
  return <div ref={ref}>{children}</div>;
}
