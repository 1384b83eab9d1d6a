import { Link } from 'react-router';
import type { Route } from './+types/product';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import type { ProductRow } from '../../../contracts/market/models';
import { ProductName } from '../../features/market/Bits';
import { FilteredListPage } from '../../features/market/ListTable';
import type { Column } from '../../ui/DataTable';
import { listWithFilterOptions } from '../../features/market/loaders';
import { detailQuery, plantDetailHref } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Access products') },
  { name: 'description', content: 'Meat and seafood products China admits, by country, with the plants that may ship them.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  return listWithFilterOptions(new URL(request.url), api, (params) =>
    api.call(marketCalls.products, {
      body: {
        page: params.page,
        limit: MARKET_PAGE_SIZE.lists,
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
  const regNos = regNosOf(product);
  if (regNos.length === 0) return <>-</>;
  return (
    <>
      {regNos.map((no, i) => (
        <span key={no}>
          {i > 0 && '、'}
          <Link to={plantDetailHref({ accessType: product.accessType, plantNo: no, countryCode: product.countryCode })}>{no}</Link>
        </span>
      ))}
      {product.plantCount > regNos.length && <span className="market-sub"> and {product.plantCount - regNos.length} more</span>}
    </>
  );
}

const COLUMNS: Column<ProductRow>[] = [
  {
    header: 'Product',
    className: 'ui-table__wide',
    cell: (p) => (
      <>
        <ProductName name={p.enGoodsName} to={productHref(p)} />
        <span className="market-sub" lang="zh-CN">
          {p.goodsName}
        </span>
      </>
    ),
  },
  { header: 'Goods type', cell: (p) => p.goodsTypeName },
  { header: 'Country', cell: (p) => p.enCountryName },
  { header: 'Reg.No.', className: 'market-regnos', cell: (p) => <RegNos product={p} /> },
];

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <FilteredListPage
      title="Access products"
      exportList="product"
      keywordLabel="Product name"
      data={loaderData}
      columns={COLUMNS}
      rowKey={(p) => p.goodsCode}
    />
  );
}
