import { Link } from 'react-router';
import type { CompanyCard } from '../../../contracts/market/models';
import { useT } from '../../lib/i18n';
import { Data } from './Bilingual';
import { CompanyLogo } from './Bits';
import { marketMessages } from './messages';
import { companyPagePath } from '../../../contracts/market/pages';

/** The company detail link of §2: countryCode, accessType, plantName, companyCode. */
export const companyHref = (c: CompanyCard) => companyPagePath(c);

/** A company card: logo (or the default icon), name, label, 'Recommended' when promoted. */
export function CompanyCardView({ company }: { company: CompanyCard }) {
  const t = useT(marketMessages);
  return (
    <Link to={companyHref(company)} className="market-card">
      <CompanyLogo src={company.cpLogo} />
      <span className="market-card__body">
        <Data className="market-card__name" text={company.plantName} />
        <span className="market-card__meta">
          <Data text={company.countryName} /> · <Data text={company.plantNo} />
        </span>
        <span className="market-card__tags">
          {company.promoteFlag === 1 && <span className="market-tag market-tag--recommended">{t('common.recommended')}</span>}
          {company.companyLabel && <Data className="market-tag" text={company.companyLabel} />}
        </span>
      </span>
    </Link>
  );
}
