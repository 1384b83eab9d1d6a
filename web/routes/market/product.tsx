import { Link } from 'react-router';
import type { Route } from './+types/product';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import type { ProductRow } from '../../../contracts/market/models';
import { Data } from '../../features/market/Bilingual';
import { ProductName } from '../../features/market/Bits';
import { FilteredListPage } from '../../features/market/ListTable';
import type { Column } from '../../ui/DataTable';
import { listWithFilterOptions } from '../../features/market/loaders';
import { marketMessages } from '../../features/market/messages';
import { listMeta } from '../../features/market/meta';
import { detailQuery, plantDetailHref } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { HTML_LANG, useLanguage, useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => listMeta(matches, 'product');

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  return listWithFilterOptions(request, api, (params, lang) =>
    api.call(marketCalls.products, {
      body: {
        page: params.page,
        limit: MARKET_PAGE_SIZE.lists,
        lang,
        accessType: params.accessType,
        countryCode: params.countryCode,
        goodsName: params.keywords,
        goodsType: params.goodsType,
      },
    }),
  );
}

/** The row's Reg.No.s are joined by the Chinese enumeration comma (§3 'Product row'). */
const regNosOf = (p: ProductRow) => (p.plantNo ? p.plantNo.split('、') : []);

const productHref = (p: ProductRow) =>
  `/market/product/detail${detailQuery({ accessType: p.accessType, countryCode: p.countryCode, plantNo: regNosOf(p)[0], goodsCode: p.goodsCode })}`;

function RegNos({ product }: { product: ProductRow }) {
  const t = useT(marketMessages);
  const regNos = regNosOf(product);
  if (regNos.length === 0) return <>-</>;
  return (
    <>
      {regNos.map((no, i) => (
        <span key={no}>
          {i > 0 && '、'}
          <Link to={plantDetailHref({ accessType: product.accessType, plantNo: no, countryCode: product.countryCode })}>
            <Data text={no} />
          </Link>
        </span>
      ))}
      {product.plantCount > regNos.length && (
        <span className="market-sub">{t('product.andMore', { count: product.plantCount - regNos.length })}</span>
      )}
    </>
  );
}

/** Both names of a product, the reader's language first (enGoodsName is the English one, goodsName the Chinese). */
function ProductNames({ product }: { product: ProductRow }) {
  const language = useLanguage();
  const [first, second] = language === 'zh' ? (['zh', 'en'] as const) : (['en', 'zh'] as const);
  const name = { en: product.enGoodsName, zh: product.goodsName };
  return (
    <>
      <ProductName name={name[first] || name[second]} lang={name[first] ? undefined : HTML_LANG[second]} to={productHref(product)} />
      {name[first] && name[second] && (
        <span className="market-sub" lang={HTML_LANG[second]} translate="no">
          {name[second]}
        </span>
      )}
    </>
  );
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const t = useT(marketMessages);
  const columns: Column<ProductRow>[] = [
    { header: t('product.column'), className: 'ui-table__wide', cell: (p) => <ProductNames product={p} /> },
    { header: t('common.goodsType'), cell: (p) => p.goodsTypeName },
    { header: t('common.country'), cell: (p) => <Data text={p.enCountryName} /> },
    { header: t('common.regNo'), className: 'market-regnos', cell: (p) => <RegNos product={p} /> },
  ];
  return (
    <FilteredListPage
      title={t('product.title')}
      exportList="product"
      keywordLabel={t('product.keyword')}
      data={loaderData}
      columns={columns}
      rowKey={(p) => p.goodsCode}
    />
  );
}
