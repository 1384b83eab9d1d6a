import { Button } from 'antd';
import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';

/**
 * ↑ and ↓ for one row of an ordered list (links, banners, categories), named for screen readers after the row;
 * the first cannot go up, the last cannot go down.
 */
export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove(step: -1 | 1): void }) {
  const t = useT(adminMessages);
  return (
    <>
      <Button size="small" aria-label={t('common.moveUp', { name })} disabled={index === 0} onClick={() => onMove(-1)}>
        ↑
      </Button>
      <Button size="small" aria-label={t('common.moveDown', { name })} disabled={index === count - 1} onClick={() => onMove(1)}>
        ↓
      </Button>
    </>
  );
}
