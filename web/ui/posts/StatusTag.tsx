import { Tag } from 'antd';
import { CHECK_STATUS_LABEL } from '../../../contracts/moderation/codes';

const COLOR: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error' };

/** The review status an author sees on their own items (§4), with the reason of a refusal. */
export function StatusTag({ checkStatus, refuseReason }: { checkStatus: number; refuseReason?: string }) {
  return (
    <span className="community-status">
      <Tag color={COLOR[checkStatus]}>{CHECK_STATUS_LABEL[checkStatus] ?? checkStatus}</Tag>
      {checkStatus === 3 && refuseReason && <span className="community-status__reason">Reason: {refuseReason}</span>}
    </span>
  );
}
