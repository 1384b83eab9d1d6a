import { MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { leadCalls } from '../../../contracts/leads/calls';
import { LEAD_TYPE_LABEL, type LeadType } from '../../../contracts/leads/codes';
import type { Lead } from '../../../contracts/leads/models';
import { ACCESS_TYPE_LABEL, type AccessType } from '../../../contracts/core/codes';
import { browserApi } from '../../lib/api';
import { track } from '../../lib/tracking';
import { CollectButton } from '../../ui/CollectButton';
import { Comments } from '../../ui/comments/Comments';
import { loadComments, type CommentsData } from '../../ui/comments/load';
import { Photos } from '../../ui/posts/Media';
import { ReportButton } from '../../ui/posts/ReportButton';

const PLANT_STATUS: Record<number, [string, string]> = { 1: ['Active', 'success'], 0: ['Suspended', 'error'], 2: ['Pending', 'warning'] };

/** The plant a supply post names, with its live GACC status once an admin confirmed the author speaks for it. */
function PlantBadge({ plant }: { plant: NonNullable<Lead['plant']> }) {
  const status = plant.status === null ? null : PLANT_STATUS[plant.status];
  const label = `Plant Reg.No. ${plant.plantNo}`;
  return (
    <span className="community-plant">
      {plant.link ? <Link to={plant.link}>{label}</Link> : label}
      {status ? (
        <Tag color={status[1]} title="The plant's GACC status as of now">
          GACC: {status[0]}
        </Tag>
      ) : (
        <Tag>Not yet confirmed</Tag>
      )}
    </span>
  );
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
}: {
  lead: Lead;
  actions?: ReactNode;
  showReport?: boolean;
  onCollectChange?: () => void;
}) {
  const approved = lead.checkStatus === 2;
  const [comments, setComments] = useState<CommentsData | null>(null);
  const [open, setOpen] = useState(false);
  const toggleComments = async () => {
    if (!open && !comments) setComments(await loadComments(browserApi(), 'SUPPLY_DEMAND', lead.id));
    setOpen(!open);
  };
  return (
    <article className="community-card" aria-label={`${LEAD_TYPE_LABEL[lead.type as LeadType]} post by ${lead.userInfo.nickName}`}>
      <header className="community-card__head">
        <Avatar src={lead.userInfo.avatar || undefined} icon={<UserOutlined />} alt="" />
        <span className="community-card__who">
          <strong>{lead.userInfo.nickName}</strong>
          <time dateTime={lead.transformEnTime}>{lead.transformEnTime} UTC</time>
        </span>
        <span className="community-card__tags">
          <Tag color={lead.type === 1 ? 'blue' : 'purple'}>{LEAD_TYPE_LABEL[lead.type as LeadType]}</Tag>
          <Tag>{ACCESS_TYPE_LABEL[lead.accessType as AccessType] ?? lead.accessType}</Tag>
          <Tag>{lead.goodsTypeName}</Tag>
        </span>
      </header>
      <p className="community-card__text">{lead.enContent}</p>
      <Photos images={lead.images} alt={`${lead.userInfo.nickName}'s post`} />
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
            <Button type="text" size="small" icon={<MessageOutlined />} aria-expanded={open} onClick={() => void toggleComments()}>
              {lead.comments} Comments
            </Button>
            {showReport && <ReportButton subjectType="SUPPLY_DEMAND" id={lead.id} />}
          </>
        )}
        {actions}
      </footer>
      {open && comments && <Comments key={lead.id} data={comments} />}
    </article>
  );
}
