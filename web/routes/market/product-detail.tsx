import { Link } from 'react-router';
import type { Route } from './+types/product-detail';
import { costsMessages } from '../../features/costs/messages';
import { landedCostOfGoods, tariffLinesOfGoods } from '../../features/costs/params';
import { ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import { eligibilityPagePath } from '../../../contracts/market/eligibility';
import { Data, InBothLanguages, Labelled } from '../../features/market/Bilingual';
import { StatusTag } from '../../features/market/Bits';
import { marketMessages } from '../../features/market/messages';
import { metaWords } from '../../features/market/meta';
import { detailOr404 } from '../../lib/loaders';
import { listParams, plantDetailHref } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { langOfRequest, useT } from '../../lib/i18n';
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
  const lang = langOfRequest(request);
  const page = listParams(url).page;
  const api = createApi(context.api);
  return detailOr404(async () => {
    const product = await api.call(marketCalls.product, { body: { ...key, lang } });
    const plants =
      page === 1
        ? product.factoryStatusList
        : (await api.call(marketCalls.productPlants, { body: { ...key, page, limit: PLANTS_PER_PAGE, lang } })).list;
    return { product, plants, page, query: Object.fromEntries(q), key };
  });
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { language, t } = metaWords(matches);
  if (!data) return [{ title: pageTitle(t('product.detailTitle'), language) }];
  const { product } = data;
  const name = (language === 'zh' ? product.goodsName || product.enGoodsName : product.enGoodsName).slice(0, 60);
  return [{ title: pageTitle(t('product.detailMetaTitle', { product: name, country: product.enCountryName }), language) }];
};

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { product, plants, page, query, key } = loaderData;
  const t = useT(marketMessages);
  const costs = useT(costsMessages);
  const tariffs = tariffLinesOfGoods(product.goodsType, product.countryCode);
  const landed = landedCostOfGoods(product.goodsType, product.countryCode);
  return (
    <article className="market-detail" aria-labelledby="product-title">
      <section className="market-panel" aria-labelledby="product-title">
        <h1 id="product-title" className="market-panel__h">
          {t('product.information')}
        </h1>
        <dl className="market-facts">
          <dt>{t('product.name')}</dt>
          <dd>
            {/* enGoodsName is the English name, goodsName the Chinese one. */}
            <InBothLanguages en={product.enGoodsName} zh={product.goodsName} data />
          </dd>
          <dt>{t('product.type')}</dt>
          <dd>{product.goodsTypeName}</dd>
          <dt>{t('common.country')}</dt>
          <dd>
            <Data text={product.enCountryName} />
          </dd>
          <dt>{t('product.category')}</dt>
          <dd>
            <Data text={product.categoryName} prose />
          </dd>
        </dl>
        {tariffs && landed && (
          <p className="market-links">
            <Link to={tariffs}>{costs('links.tariffLines', { product: product.goodsTypeName })}</Link> ·{' '}
            <Link to={landed}>{costs('links.landedCost')}</Link>
          </p>
        )}
      </section>
      <section className="market-panel" aria-labelledby="product-plants">
        <h2 id="product-plants">{t('common.plantInformation')}</h2>
        {plants.length === 0 ? (
          <EmptyState />
        ) : (
          <div className="market-plant-cards">
            {plants.map((p) => (
              <div key={p.plantNo} className="market-plant-card">
                <p>
                  {t('common.regNo')}{' '}
                  <Link to={plantDetailHref(p)}>
                    <Data text={p.plantNo} />
                  </Link>
                </p>
                <Data className="market-plant-card__name" text={p.plantName} />
                <p>
                  <Labelled label={t('product.statusOf')}>
                    <StatusTag status={p.status} onProduct />
                  </Labelled>
                </p>
                <p className="market-sub">
                  <Labelled label={t('common.productModeLabel')}>{p.way ? <Data text={p.way} prose /> : '-'}</Labelled>
                </p>
                <p>
                  <Link to={eligibilityPagePath({ ...key, plantNo: p.plantNo })}>{t('product.canShip')}</Link>
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
