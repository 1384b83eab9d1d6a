import { useState } from 'react';
import { Link } from 'react-router';
import { PLANT_STATUS_LABEL, PRODUCT_NAME_COLLAPSE_CHARS, REGISTRATION_STATUS_LABEL } from '../../../contracts/market/codes';

const STATUS_CLASS: Record<number, string> = { 1: 'active', 0: 'suspended', 2: 'pending' };

/** Plant status (§4): 1 Active, 0 Suspended, 2 Pending; the product detail spells the last one its own way. */
export function StatusTag({ status, labels = PLANT_STATUS_LABEL }: { status: number; labels?: Record<number, string> }) {
  return <span className={`market-status market-status--${STATUS_CLASS[status] ?? 'pending'}`}>{labels[status] ?? labels[2]}</span>;
}

export function RegistrationStatus({ status }: { status: number }) {
  const valid = status === 1;
  return (
    <span className={`market-status market-status--${valid ? 'active' : 'suspended'}`}>
      {valid ? REGISTRATION_STATUS_LABEL.valid : REGISTRATION_STATUS_LABEL.invalid}
    </span>
  );
}

/** A building in a circle: shown when a company has no logo, or its logo fails to load. */
const DEFAULT_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#e6eef5"/><path d="M14 50V28l12-8v8l12-8v8l12-8v30z" fill="#8aa4bb"/><rect x="20" y="38" width="6" height="6" fill="#e6eef5"/><rect x="32" y="38" width="6" height="6" fill="#e6eef5"/><rect x="44" y="38" width="6" height="6" fill="#e6eef5"/></svg>',
  );

export function CompanyLogo({ src, size = 56 }: { src: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="market-logo"
      src={src && !failed ? src : DEFAULT_ICON}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** Product names longer than 250 characters collapse behind More/Less (§3); the name may link to the product. */
export function ProductName({ name, to }: { name: string; to?: string }) {
  const [open, setOpen] = useState(false);
  const long = name.length > PRODUCT_NAME_COLLAPSE_CHARS;
  const shown = long && !open ? `${name.slice(0, PRODUCT_NAME_COLLAPSE_CHARS)}…` : name;
  return (
    <>
      {to ? <Link to={to}>{shown}</Link> : shown}
      {long && (
        <>
          {' '}
          <button type="button" className="market-link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Less' : 'More'}
          </button>
        </>
      )}
    </>
  );
}

/** A date as the trade writes it: 2024-03-05. */
