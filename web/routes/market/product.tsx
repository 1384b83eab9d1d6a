import { Link } from 'react-router';
import type { Route } from './+types/product';
import { MARKET_PAGE_SIZE } from '../../../contracts/codes';
import type { ProductRow } from '../../../contracts/market';
import { EmptyState, ProductName } from '../../features/market/Bits';
import { FilterBar } from '../../features/market/FilterBar';
import { countryOptions, goodsTypeOptions, listOrMessage } from '../../features/market/loaders';
import { Pager } from '../../features/market/Pager';
import { detailQuery, listParams, plantDetailHref, withParams } from '../../features/market/params';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Access products') },
  { name: 'description', content: 'Meat and seafood products China admits, by country, with the plants that may ship them.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = listParams(new URL(request.url));
  const api = createApi(context.api);
  const [products, countries, goodsTypes] = await Promise.all([
    listOrMessage(() =>
      api.market.products({
        page: params.page,
        limit: MARKET_PAGE_SIZE.lists,
        accessType: params.accessType,
        countryCode: params.countryCode,
        goodsName: params.keywords,
        goodsType: params.goodsType,
      }),
    ),
    countryOptions(api),
    goodsTypeOptions(api, params.accessType),
  ]);
  return { params, products, countries, goodsTypes };
}

const productHref = (p: ProductRow) =>
  `/market/product/detail${detailQuery({ accessType: p.accessType, countryCode: p.countryCode, plantNo: p.plantNo.split('、')[0], goodsCode: p.goodsCode })}`;

export default function Products({ loaderData }: Route.ComponentProps) {
  const { params, products, countries, goodsTypes } = loaderData;
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        Access products
      </h1>
      <FilterBar
        params={params}
        accessType
        countries={countries}
        goodsTypes={goodsTypes}
        keywordLabel="Product name"
        csvHref={`/api/market/export/product${withParams(params, { page: undefined })}`}
      />
      {products.problem && <p className="market-problem">{products.problem}</p>}
      <div className="market-table-wrap">
        <table className="market-table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Goods type</th>
              <th scope="col">Country</th>
              <th scope="col">Reg.No.</th>
            </tr>
          </thead>
          <tbody>
            {products.list.map((p) => (
              <tr key={p.goodsCode}>
                <td className="market-table__wide">
                  <ProductName name={p.enGoodsName} to={productHref(p)} />
                  <span className="market-sub" lang="zh-CN">
                    {p.goodsName}
                  </span>
                </td>
                <td>{p.goodsTypeName}</td>
                <td>{p.enCountryName}</td>
                <td className="market-regnos">
                  {p.plantNo
                    ? p.plantNo.split('、').map((no, i) => (
                        <span key={no}>
                          {i > 0 && '、'}
                          <Link to={plantDetailHref({ accessType: p.accessType, plantNo: no, countryCode: p.countryCode })}>{no}</Link>
                        </span>
                      ))
                    : '-'}
                  {p.plantCount > p.plantNo.split('、').length && <span className="market-sub"> and {p.plantCount - p.plantNo.split('、').length} more</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {products.list.length === 0 && <EmptyState table />}
      <Pager params={params} total={products.total} pageSize={MARKET_PAGE_SIZE.lists} />
    </section>
  );
}
