import { PRODUCT_ABBR, PRODUCT_NAME } from '../../contracts/core/codes';

/** Page titles end with the product abbreviation (§9). */
export function pageTitle(name?: string): string {
  return name ? `${name} - ${PRODUCT_ABBR}` : `${PRODUCT_NAME} - ${PRODUCT_ABBR}`;
}
