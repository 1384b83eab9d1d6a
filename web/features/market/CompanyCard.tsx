import { Link } from 'react-router';
import { MARKET_MSG } from '../../../contracts/market/codes';
import type { CompanyCard } from '../../../contracts/market/models';
import { CompanyLogo } from './Bits';
import { companyPagePath } from '../../../contracts/market/pages';

/** The company detail link of §2: countryCode, accessType, plantName, companyCode. */
export const companyHref = (c: CompanyCard) => companyPagePath(c);

/** A company card: logo (or the default icon), name, label, 'Recommended' when promoted. */
export function CompanyCardView({ company }: { company: CompanyCard }) {
  return (
    <Link to={companyHref(company)} className="market-card">
      <CompanyLogo src={company.cpLogo} />
      <span className="market-card__body">
        <span className="market-card__name">{company.plantName}</span>
        <span className="market-card__meta">
          {company.countryName} · {company.plantNo}
        </span>
        <span className="market-card__tags">
          {company.promoteFlag === 1 && <span className="market-tag market-tag--recommended">{MARKET_MSG.recommended}</span>}
          {company.companyLabel && <span className="market-tag">{company.companyLabel}</span>}
        </span>
      </span>
    </Link>
  );
}
