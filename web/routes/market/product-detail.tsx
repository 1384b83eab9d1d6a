import { Link } from 'react-router';
import type { Route } from './+types/product-detail';
import { ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import { PRODUCT_PLANT_STATUS_LABEL } from '../../../contracts/market/codes';
import { eligibilityPagePath } from '../../../contracts/market/eligibility';
import { ProductName, StatusTag } from '../../features/market/Bits';
import { detailOr404 } from '../../lib/loaders';
import { listParams, plantDetailHref } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';

/** Plant cards per page on a product (the detail call answers the first page). */
const PLANTS_PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams;
  const accessType = (ACCESS_TYPES as readonly string[]).includes(q.get('accessType') ?? '') ? (q.get('accessType') as AccessType) : '201';
  const key = { accessType, countryCode: q.get('countryCode') ?? '', goodsCode: q.get('goodsCode') ?? '' };
  const page = listParams(url).page;
  const api = createApi(context.api);
  return detailOr404(async () => {
    const product = await api.call(marketCalls.product, { body: key });
    const plants =
      page === 1
        ? product.factoryStatusList
        : (await api.call(marketCalls.productPlants, { body: { ...key, page, limit: PLANTS_PER_PAGE } })).list;
    return { product, plants, page, query: Object.fromEntries(q), key };
  });
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data ? `${data.product.enGoodsName.slice(0, 60)} from ${data.product.enCountryName}` : 'Product') },
];

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { product, plants, page, query, key } = loaderData;
  return (
    <article className="market-detail" aria-labelledby="product-title">
      <section className="market-panel" aria-labelledby="product-title">
        <h1 id="product-title" className="market-panel__h">
          Product Information
        </h1>
        <dl className="market-facts">
          <dt>Product name</dt>
          <dd>
            <ProductName name={product.enGoodsName} />
            <span className="market-sub" lang="zh-CN">
              {product.goodsName}
            </span>
          </dd>
          <dt>Product type</dt>
          <dd>{product.goodsTypeName}</dd>
          <dt>Country</dt>
          <dd>{product.enCountryName}</dd>
          <dt>Category</dt>
          <dd>{product.categoryName}</dd>
        </dl>
      </section>
      <section className="market-panel" aria-labelledby="product-plants">
        <h2 id="product-plants">Plant Information</h2>
        {plants.length === 0 ? (
          <EmptyState />
        ) : (
          <div className="market-plant-cards">
            {plants.map((p) => (
              <div key={p.plantNo} className="market-plant-card">
                <p>
                  Reg.No. <Link to={plantDetailHref(p)}>{p.plantNo}</Link>
                </p>
                <p className="market-plant-card__name">{p.plantName}</p>
                <p>
                  Status: <StatusTag status={p.status} labels={PRODUCT_PLANT_STATUS_LABEL} />
                </p>
                <p className="market-sub">Product mode: {p.way || '-'}</p>
                <p>
                  <Link to={eligibilityPagePath({ ...key, plantNo: p.plantNo })}>Can it ship this product today?</Link>
                </p>
              </div>
            ))}
          </div>
        )}
        <Pager
          page={page}
          total={product.factoryTotal}
          pageSize={PLANTS_PER_PAGE}
          hrefFor={(n) => `?${new URLSearchParams({ ...query, page: String(n) }).toString()}`}
        />
      </section>
    </article>
  );
}
