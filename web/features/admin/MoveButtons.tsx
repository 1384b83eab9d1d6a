import { Button } from 'antd';

/**
 * ↑ and ↓ for one row of an ordered list (links, banners, categories), named for screen readers after the row;
 * the first cannot go up, the last cannot go down.
 */
export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove(step: -1 | 1): void }) {
  return (
    <>
      <Button size="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
        ↑
      </Button>
      <Button size="small" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
        ↓
      </Button>
    </>
  );
}
