import type { ProductType } from '../../../contracts/data/models';
import type { Language } from '../../lib/i18n';

/** A product type's name in the page's language: the product types carry both (§3 'Product type': name, enName). */
export const productTypeName = (type: Pick<ProductType, 'name' | 'enName'>, language: Language): string =>
  language === 'zh' ? type.name : type.enName;
