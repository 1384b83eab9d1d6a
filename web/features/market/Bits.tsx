import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME_COLLAPSE_CHARS } from '../../../contracts/market/codes';
import { marketDataMessages, plantStatusKey } from '../../../contracts/market/messages';
import { useT } from '../../lib/i18n';
import { marketMessages } from './messages';

const STATUS_CLASS: Record<number, string> = { 1: 'active', 0: 'suspended', 2: 'pending' };

/** Plant status (§4): 1 Active, 0 Suspended, 2 Pending, 3 Inactive; the product detail spells Pending its own way. */
export function StatusTag({ status, onProduct = false }: { status: number; onProduct?: boolean }) {
  const t = useT(marketDataMessages);
  const key = plantStatusKey(status);
  return (
    <span className={`market-status market-status--${STATUS_CLASS[status] ?? 'pending'}`}>
      {t(`plantStatus.${onProduct && key === 'pending' ? 'pendingOnProduct' : key}`)}
    </span>
  );
}

export function RegistrationStatus({ status }: { status: number }) {
  const t = useT(marketDataMessages);
  const valid = status === 1;
  return (
    <span className={`market-status market-status--${valid ? 'active' : 'suspended'}`}>
      {t(valid ? 'registrationStatus.valid' : 'registrationStatus.invalid')}
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

/**
 * Product names longer than 250 characters collapse behind More/Less (§3); the name may link to the product. The
 * name is data: kept from machine translation, with its own language when it is not the page's (`lang`).
 */
export function ProductName({ name, to, lang }: { name: string; to?: string; lang?: string }) {
  const t = useT(marketMessages);
  const [open, setOpen] = useState(false);
  const long = name.length > PRODUCT_NAME_COLLAPSE_CHARS;
  const shown = long && !open ? `${name.slice(0, PRODUCT_NAME_COLLAPSE_CHARS)}…` : name;
  const text = (
    <span translate="no" lang={lang}>
      {shown}
    </span>
  );
  return (
    <>
      {to ? <Link to={to}>{text}</Link> : text}
      {long && (
        <>
          {' '}
          <button type="button" className="market-link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t(open ? 'common.less' : 'common.more')}
          </button>
        </>
      )}
    </>
  );
}
