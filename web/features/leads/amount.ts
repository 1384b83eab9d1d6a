import { grouped } from '../../../contracts/core/format';

/**
 * An amount as the page shows it: digits grouped by thousands, as many decimals as the server's text has. Apart from
 * the card (a kit part) so the home page's offers can show it without loading the kit.
 */
export const shownAmount = (text: string): string => grouped(Number(text), text.split('.')[1]?.length ?? 0);
