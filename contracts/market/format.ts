/** Like counts (§9): 'k+' from 1,000, 'w+' (万, ten thousand) from 10,000. */
export function pointCountDisplay(count: number): string {
  if (count >= 10_000) return `${Math.floor(count / 10_000)}w+`;
  if (count >= 1_000) return `${Math.floor(count / 1_000)}k+`;
  return String(Math.max(0, count));
}
