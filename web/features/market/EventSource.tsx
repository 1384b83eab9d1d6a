import { Link } from 'react-router';
import type { ApprovalEvent } from '../../../contracts/market/models';
import { useT } from '../../lib/i18n';
import { marketMessages } from './messages';

const KNOWN = ['notice', 'import', 'admin', 'demo'] as const;

/** Where an approval-history row came from: the GACC notice (a link to it), the establishment list, the administrator. */
export function EventSource({ event }: { event: ApprovalEvent }) {
  const t = useT(marketMessages);
  const kind = (KNOWN as readonly string[]).includes(event.source) ? (event.source as (typeof KNOWN)[number]) : 'demo';
  if (kind === 'notice' && event.sourceLink) {
    return (
      <Link to={event.sourceLink}>
        {t('plant.sources.notice', { code: '' })}
        <span translate="no">{event.sourceName}</span>
      </Link>
    );
  }
  if (kind === 'import' && event.sourceName) {
    return (
      <>
        {t('plant.sources.import')} (<span translate="no">{event.sourceName}</span>)
      </>
    );
  }
  return <>{t(`plant.sources.${kind}`, { code: event.sourceName })}</>;
}
