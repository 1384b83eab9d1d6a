import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { Link } from 'react-router';
import type { VerifiedBadge as Badge } from '../../../contracts/companies/models';
import { useT } from '../../lib/i18n';
import { postsMessages } from './messages';

/**
 * The Verified badge beside an author's name: the company (or 'Verified person') and its plants' Reg.No.s, linking to
 * the public page of what was verified and when. Nothing when the author holds no verification now. Posts, topics,
 * comments, conversations and the market company page show it (docs/companies.md); beside a team member it names
 * the company and says 'team member'. Its text is antd's darkest green:
 * the Tag's own green on its tint is under 4.5:1 at this size.
 */
export function VerifiedBadge({ verified }: { verified: Badge | null | undefined }) {
  const t = useT(postsMessages);
  if (!verified) return null;
  const date = verified.verifiedAt.slice(0, 10);
  const name = verified.level === 'PERSONAL' ? t('verifiedBadge.personal') : verified.name;
  return (
    // Its name is the text it shows, then when (WCAG 2.5.3: what a reader sees is what a voice command says).
    <Link to={verified.link} className="verified-badge">
      <Tag
        color="green"
        icon={<SafetyCertificateOutlined aria-hidden />}
        style={{ marginInlineEnd: 0, whiteSpace: 'normal', color: '#135200' }}
      >
        {t('verifiedBadge.verified')}: <span translate="no">{name}</span>
        {verified.plants.length > 0 && (
          <span translate="no"> ({verified.plants.map((p) => `${p.countryCode} ${p.plantNo}`).join(', ')})</span>
        )}
        {verified.member && ` · ${t('verifiedBadge.member')}`}
        <span className="visually-hidden">{t('verifiedBadge.since', { date })}</span>
      </Tag>
    </Link>
  );
}
