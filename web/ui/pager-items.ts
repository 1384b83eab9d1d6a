/** Page numbers shown around the current one (§9 'pager count 5'). */
export const PAGER_WINDOW = 5;

export type PagerItem = number | 'gap';

/**
 * The pager's items: a window of pages around the current one, and always the first and the last, so a
 * visitor on page 6 of 165 sees 1 … 4 5 6 7 8 … 165. A gap of a single page shows that page rather than '…'.
 */
export function pagerItems(current: number, pages: number, window = PAGER_WINDOW): PagerItem[] {
  if (pages <= 0) return [];
  const page = Math.min(Math.max(1, current), pages);
  const start = Math.max(1, Math.min(page - Math.floor(window / 2), pages - window + 1));
  const end = Math.min(pages, start + window - 1);
  const items: PagerItem[] = [];
  if (start > 1) items.push(1);
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap');
  for (let n = start; n <= end; n++) items.push(n);
  if (end === pages - 2) items.push(pages - 1);
  else if (end < pages - 2) items.push('gap');
  if (end < pages) items.push(pages);
  return items;
}
