/**
 * The few icons public pages draw, as inline SVG: no icon library in their first load. Decorative: each is hidden from
 * assistive technology, and the control it sits in carries the words.
 */
function Icon({ d, className }: { d: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={`ui-icon ${className ?? ''}`}
    >
      <path d={d} />
    </svg>
  );
}

export const SearchIcon = () => (
  <Icon d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z" />
);
export const DownloadIcon = () => <Icon d="M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4 3.3 3.3V3ZM4 18h16v2H4v-2Z" />;
export const PlusIcon = () => <Icon d="M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7V4Z" />;
export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <Icon
    d={
      filled
        ? 'M12 21 10.6 19.7C5.4 15 2 11.9 2 8.1 2 5 4.4 2.6 7.5 2.6c1.7 0 3.4.8 4.5 2.1 1.1-1.3 2.8-2.1 4.5-2.1C19.6 2.6 22 5 22 8.1c0 3.8-3.4 6.9-8.6 11.6L12 21Z'
        : 'M16.5 2.6c-1.7 0-3.4.8-4.5 2.1-1.1-1.3-2.8-2.1-4.5-2.1C4.4 2.6 2 5 2 8.1c0 3.8 3.4 6.9 8.6 11.6L12 21l1.4-1.3C18.6 15 22 11.9 22 8.1 22 5 19.6 2.6 16.5 2.6Zm-4.4 15.6-.1.1-.1-.1C7.1 14 4 11.2 4 8.1 4 6.1 5.5 4.6 7.5 4.6c1.5 0 3 1 3.6 2.4h1.9c.5-1.4 2-2.4 3.5-2.4 2 0 3.5 1.5 3.5 3.5 0 3.1-3.1 5.9-7.9 10.1Z'
    }
    className={filled ? 'ui-icon--filled' : undefined}
  />
);
