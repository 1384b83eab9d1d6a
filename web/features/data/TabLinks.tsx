import { Link } from 'react-router';

/** Tabs as links: each choice is an address, so it works without JavaScript and can be shared. */
export function TabLinks<T extends string>({ label, tabs, current, hrefOf }: { label: string; tabs: readonly { value: T; label: string }[]; current: T; hrefOf: (value: T) => string }) {
  return (
    <nav className="data-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.value}
          to={hrefOf(tab.value)}
          preventScrollReset
          className={tab.value === current ? 'active' : undefined}
          aria-current={tab.value === current ? 'true' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
