import { Tag } from 'antd';
import { useT } from '../../lib/i18n';
import { postsMessages } from './messages';

const COLOR: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error' };

/** The review status an author sees on their own items (§4), with the reason of a refusal. */
export function StatusTag({ checkStatus, refuseReason }: { checkStatus: number; refuseReason?: string }) {
  const t = useT(postsMessages);
  return (
    <span className="community-status">
      <Tag color={COLOR[checkStatus]}>{checkStatus in COLOR ? t(`status.${checkStatus as 1 | 2 | 3}`) : checkStatus}</Tag>
      {checkStatus === 3 && refuseReason && (
        <span className="community-status__reason">{t('status.reason', { reason: refuseReason })}</span>
      )}
    </span>
  );
}
