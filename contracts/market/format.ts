import { shortCount } from '../core/format';

/** Like counts (§9): 'k+' from 1,000, 'w+' (万, ten thousand) from 10,000; in Chinese 千+ and 万+. */
export const pointCountDisplay = shortCount;
