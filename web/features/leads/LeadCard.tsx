import { MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { costsMessages } from '../costs/messages';
import { landedCostOfGoods } from '../costs/params';
import { leadCalls } from '../../../contracts/leads/calls';
import { LEAD_TYPES, type LeadType } from '../../../contracts/leads/codes';
import type { Lead } from '../../../contracts/leads/models';
import { shownAmount } from './amount';
import { browserApi } from '../../lib/api';
import { useLanguage, useT } from '../../lib/i18n';
import { track } from '../../lib/tracking';
import { CollectButton } from '../../ui/CollectButton';
import { Comments } from '../../ui/comments/Comments';
import { loadComments, type CommentsData } from '../../ui/comments/load';
import { Photos } from '../../ui/posts/Media';
import { useAccessTypeName } from '../../ui/posts/access-type';
import { ReportButton } from '../../ui/posts/ReportButton';
import { langOfText } from '../../ui/posts/written-in';
import { leadsMessages } from './messages';
import { EnquireButton } from '../enquiries/EnquireButton';
import { VerifiedBadge } from '../../ui/posts/VerifiedBadge';

const PLANT_STATUS_COLOR: Record<number, string> = { 1: 'success', 0: 'error', 2: 'warning' };

/** The plant a supply post names, with its live GACC status once an admin confirmed the author speaks for it. */
function PlantBadge({ plant }: { plant: NonNullable<Lead['plant']> }) {
  const t = useT(leadsMessages);
  const label = (
    <>
      {t('card.plant')} <span translate="no">{plant.plantNo}</span>
    </>
  );
  return (
    <span className="community-plant">
      {plant.link ? <Link to={plant.link}>{label}</Link> : label}
      {plant.status !== null && plant.status in PLANT_STATUS_COLOR ? (
        <Tag color={PLANT_STATUS_COLOR[plant.status]} title={t('card.gaccTitle')}>
          {t('card.gacc', { status: t(`plantStatus.${plant.status as 0 | 1 | 2}`) })}
        </Tag>
      ) : (
        <Tag>{t('card.unconfirmed')}</Tag>
      )}
    </span>
  );
}

/** The offer's details (structured posts): only the ones its author filled in; nothing for a free-text post. */
export function OfferDetails({ lead, countryName = (code) => code }: { lead: Lead; countryName?: (code: string) => string }) {
  const t = useT(leadsMessages);
  const rows: [string, ReactNode][] = [];
  if (lead.originCountry) rows.push([t('card.origin'), countryName(lead.originCountry)]);
  if (lead.quantity && lead.quantityUnit)
    rows.push([t('card.quantity'), t(`card.qty.${lead.quantityUnit}`, { n: shownAmount(lead.quantity) })]);
  // What the author wrote, in their words: data, not the page's language.
  if (lead.packing) rows.push([t('card.packing'), <span translate="no">{lead.packing}</span>]);
  if (lead.incoterm) rows.push([t('card.terms'), <span translate="no">{`${lead.incoterm} ${lead.port ?? ''}`.trim()}</span>]);
  if (lead.price && lead.currency && lead.priceUnit) {
    rows.push([t('card.price'), `${lead.currency} ${shownAmount(lead.price)} ${t(`card.per.${lead.priceUnit}`)}`]);
  }
  if (lead.validUntil) rows.push([t('card.validUntil'), <time dateTime={lead.validUntil}>{lead.validUntil}</time>]);
  if (rows.length === 0) return null;
  return (
    <dl className="community-offer" aria-label={t('card.details')}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The product of a post in the page's language (the server names it in both). */
function productOf(lead: Lead, language: 'en' | 'zh'): string {
  return language === 'zh' && lead.goodsTypeZhName ? lead.goodsTypeZhName : lead.goodsTypeName;
}

/**
 * A supply or demand post (§2 'Community B2B'): author, content, photos; favourite, comments and counters only on
 * approved posts. `actions` adds the account lists' buttons (status, renew, delete).
 */
export function LeadCard({
  lead,
  actions,
  showReport = true,
  onCollectChange,
  countryName,
}: {
  lead: Lead;
  actions?: ReactNode;
  showReport?: boolean;
  onCollectChange?: () => void;
  /** A country's name in the page's language by its code (the board has the list); the code when left out. */
  countryName?: (code: string) => string;
}) {
  const t = useT(leadsMessages);
  const accessTypeName = useAccessTypeName();
  const language = useLanguage();
  const approved = lead.checkStatus === 2;
  const [comments, setComments] = useState<CommentsData | null>(null);
  const [open, setOpen] = useState(false);
  const toggleComments = async () => {
    if (!open && !comments) setComments(await loadComments(browserApi(), 'SUPPLY_DEMAND', lead.id));
    setOpen(!open);
  };
  const type = (LEAD_TYPES as readonly number[]).includes(lead.type) ? t(`type.${lead.type as LeadType}`) : String(lead.type);
  const name = lead.userInfo.nickName;
  // The calculator with the post's product and, when the post names a plant, its origin (docs/costs.md).
  const landed = landedCostOfGoods(lead.goodsType, lead.plant?.countryCode ?? '');
  const costs = useT(costsMessages);
  return (
    <article className="community-card" aria-label={t('card.label', { type, name })}>
      <header className="community-card__head">
        <Avatar src={lead.userInfo.avatar || undefined} icon={<UserOutlined aria-hidden />} alt="" />
        <span className="community-card__who">
          <strong translate="no">{name}</strong>
          <VerifiedBadge verified={lead.userInfo.verified} />
          <time dateTime={lead.transformEnTime}>{lead.transformEnTime} UTC</time>
        </span>
        <span className="community-card__tags">
          <Tag color={lead.type === 1 ? 'blue' : 'purple'}>{type}</Tag>
          <Tag>{accessTypeName(lead.accessType)}</Tag>
          <Tag>{productOf(lead, language)}</Tag>
        </span>
      </header>
      <p className="community-card__text" lang={langOfText(lead.enContent)}>
        {lead.enContent}
      </p>
      <OfferDetails lead={lead} countryName={countryName} />
      <Photos images={lead.images} alt={t('card.photosOf', { name })} />
      {lead.plant && <PlantBadge plant={lead.plant} />}
      <footer className="community-card__foot">
        {approved && (
          <>
            <CollectButton
              collected={lead.collected}
              count={lead.collectCount}
              onChanged={onCollectChange}
              toggle={async (next) => {
                track('CLICK', next ? 'collect' : 'uncollect', 'community');
                const body = { supplyDemandId: lead.id };
                return next ? browserApi().call(leadCalls.collect, { body }) : browserApi().call(leadCalls.uncollect, { body });
              }}
            />
            <Button
              type="text"
              size="small"
              icon={<MessageOutlined aria-hidden />}
              aria-expanded={open}
              onClick={() => void toggleComments()}
            >
              {t('card.comments', { count: lead.comments })}
            </Button>
            {showReport && <EnquireButton leadId={lead.id} />}
            {showReport && <ReportButton subjectType="SUPPLY_DEMAND" id={lead.id} />}
          </>
        )}
        {landed && (
          <Link to={landed} className="community-card__cost">
            {costs('links.landedCost')}
          </Link>
        )}
        {actions}
      </footer>
      {open && comments && <Comments key={lead.id} data={comments} />}
    </article>
  );
}
