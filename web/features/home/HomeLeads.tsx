import { Link } from 'react-router';
import type { Lead } from '../../../contracts/leads/models';
import { LEAD_TYPE } from '../../../contracts/leads/codes';
import { useLanguage, useT } from '../../lib/i18n';
import { shownAmount } from '../leads/amount';
import { leadsMessages } from '../leads/messages';
import { boardHref } from '../leads/params';
import { latestOf, type HomeWidgets } from './home-data';
import { HomePanel } from './HomePanel';
import { homeMessages } from './messages';

/** A post in one line: its product, then its terms and price when structured, else the start of its text. */
function LeadLine({ lead, countryName }: { lead: Lead; countryName: (code: string) => string }) {
  const t = useT(leadsMessages);
  const language = useLanguage();
  const product = language === 'zh' && lead.goodsTypeZhName ? lead.goodsTypeZhName : lead.goodsTypeName;
  const facts = [
    lead.originCountry && countryName(lead.originCountry),
    lead.incoterm && `${lead.incoterm} ${lead.port ?? ''}`.trim(),
    lead.price && lead.currency && lead.priceUnit && `${lead.currency} ${shownAmount(lead.price)} ${t(`card.per.${lead.priceUnit}`)}`,
  ].filter(Boolean);
  return (
    <li className="home-leads__item">
      <Link to={boardHref({ type: lead.type as 1 | 2, product: lead.goodsType })}>{product}</Link>
      <span className="home-leads__facts" translate={facts.length ? 'no' : undefined} lang={facts.length ? undefined : 'en'}>
        {facts.length ? facts.join(' · ') : lead.enContent.slice(0, 80)}
      </span>
    </li>
  );
}

function LeadColumn({
  title,
  leads,
  type,
  countryName,
}: {
  title: string;
  leads: Lead[];
  type: 1 | 2;
  countryName: (code: string) => string;
}) {
  const t = useT(homeMessages);
  return (
    <div className="home-leads__column">
      <h3>
        <Link to={boardHref({ type })}>{title}</Link>
      </h3>
      {leads.length ? (
        <ul className="home-leads__list">
          {leads.map((lead) => (
            <LeadLine key={lead.id} lead={lead} countryName={countryName} />
          ))}
        </ul>
      ) : (
        <p className="home-leads__empty">{t('b2b.empty')}</p>
      )}
    </div>
  );
}

/** The home page's B2B block: the newest approved posts of each type, from the catalogue's homepage call. */
export function HomeLeads({ leads }: { leads: HomeWidgets['leads'] }) {
  const t = useT(homeMessages);
  const all = [...leads.supply, ...leads.demand];
  // A code the country list lacks (or a failed list) is shown as it is.
  const countryName = (code: string) => leads.countryNames[code] ?? code;
  return (
    <HomePanel
      id="home-b2b"
      title={t('b2b.title')}
      more={{ to: boardHref({}) }}
      source={{ source: t('b2b.source'), asOf: latestOf(all.map((l) => l.transformEnTime)) }}
    >
      <div className="home-leads">
        <LeadColumn title={t('b2b.supply')} leads={leads.supply} type={LEAD_TYPE.SUPPLY} countryName={countryName} />
        <LeadColumn title={t('b2b.demand')} leads={leads.demand} type={LEAD_TYPE.DEMAND} countryName={countryName} />
      </div>
    </HomePanel>
  );
}
