import { Link } from 'react-router';
import { PRODUCT_TYPES, type ProductTypeCode } from '../../../contracts/data/codes';
import type { ProductType } from '../../../contracts/data/models';
import { useLanguage, useT } from '../../lib/i18n';
import { dataMessages } from './messages';
import { productTypeName } from './names';

/** Tabs as links: each choice is an address, so it works without JavaScript and can be shared. */
export function TabLinks<T extends string>({ label, tabs, current, hrefOf }: { label: string; tabs: readonly { value: T; label: string }[]; current: T; hrefOf: (value: T) => string }) {
  return (
    <nav className="data-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.value}
          to={hrefOf(tab.value)}
          preventScrollReset
          className={tab.value === current ? 'active' : undefined}
          aria-current={tab.value === current ? 'true' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** The product-type tabs of the data pages, named in the page's language (§3 'Product type' carries both names). */
export function ProductTypeTabs({
  current,
  hrefOf,
  types = PRODUCT_TYPES,
}: {
  current: ProductTypeCode;
  hrefOf: (code: ProductTypeCode) => string;
  types?: readonly Pick<ProductType, 'code' | 'name' | 'enName'>[];
}) {
  const t = useT(dataMessages);
  const language = useLanguage();
  return (
    <TabLinks
      label={t('tabs.productType')}
      tabs={types.map((type) => ({ value: type.code as ProductTypeCode, label: productTypeName(type, language) }))}
      current={current}
      hrefOf={hrefOf}
    />
  );
}
