import { Link } from 'react-router';
import type { Route } from './+types/company-detail';
import { ACCESS_TYPE_LABEL, ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import { COMPANY_IMAGES_MAX, MARKET_MSG } from '../../../contracts/market/codes';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import { factoryNewsPath, NEWS_PAGES } from '../../../contracts/news/pages';
import { CompanyLogo, StatusTag } from '../../features/market/Bits';
import { detailOr404 } from '../../lib/loaders';
import { plantDetailHref } from '../../features/market/params';
import { SubscribeButton } from '../../features/market/SubjectButtons';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';
import { DetailHeader } from '../../ui/DetailHeader';
import { EmptyState } from '../../ui/EmptyState';
import { grouped } from '../../../contracts/core/format';

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const accessType = (ACCESS_TYPES as readonly string[]).includes(q.get('accessType') ?? '') ? (q.get('accessType') as AccessType) : '201';
  const api = createApi(context.api);
  const key = {
    countryCode: q.get('countryCode') ?? '',
    accessType,
    plantName: q.get('plantName') ?? undefined,
    companyCode: q.get('companyCode') ?? '',
  };
  const [company, articles] = await detailOr404(() =>
    Promise.all([
      api.call(marketCalls.company, { body: key }),
      // The company's articles are the factory news about it (companyTags holds its code).
      api.call(newsCalls.factoryNews, {
        body: { page: 1, limit: NEWS_PAGE_SIZE.companyArticles, newsSource: 164, companyTags: [key.companyCode] },
      }),
    ]),
  );
  return { company, articles };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.company.plantName ?? 'Company') },
  {
    name: 'description',
    content: data ? `${data.company.plantName}, ${data.company.countryName}: plants registered for export to China.` : '',
  },
];

export default function CompanyDetailPage({ loaderData }: Route.ComponentProps) {
  const { company, articles } = loaderData;
  const subject = { accessType: company.accessType as AccessType, countryCode: company.countryCode };
  return (
    <article className="market-detail" aria-labelledby="company-title">
      <DetailHeader
        media={<CompanyLogo src={company.cpLogo} size={72} />}
        title={company.plantName}
        titleId="company-title"
        actions={<SubscribeButton subType="COMPANY" subObject={company.companyCode} subject={subject} subId={company.subId} />}
      >
        <p>
          {company.countryName} · {ACCESS_TYPE_LABEL[subject.accessType]}
          {company.companyType && ` · ${company.companyType}`}
          {company.promoteFlag === 1 && <span className="market-tag market-tag--recommended">{MARKET_MSG.recommended}</span>}
          {company.companyLabel && <span className="market-tag">{company.companyLabel}</span>}
        </p>
      </DetailHeader>

      <section className="market-panel" aria-labelledby="company-info">
        <h2 id="company-info">Company Information</h2>
        <p>{company.introduction}</p>
        <dl className="market-facts">
          <dt>Address</dt>
          <dd>{company.address || '-'}</dd>
          <dt>Goods types</dt>
          <dd>{company.goodsTypeList.join(', ') || '-'}</dd>
          <dt>Views</dt>
          <dd>{grouped(company.realViews)}</dd>
        </dl>
      </section>

      {company.images.length > 0 && (
        <section className="market-panel" aria-labelledby="company-images">
          <h2 id="company-images">Pictures</h2>
          <div className="market-gallery">
            {company.images.slice(0, COMPANY_IMAGES_MAX).map((src, i) => (
              <img
                key={src}
                src={src}
                alt={`${company.plantName}, picture ${i + 1}`}
                width={320}
                height={200}
                loading="lazy"
                decoding="async"
              />
            ))}
          </div>
        </section>
      )}

      {company.videoUrl && (
        <section className="market-panel" aria-labelledby="company-video">
          <h2 id="company-video">Video</h2>
          <video className="market-video" src={company.videoUrl} controls preload="metadata" />
        </section>
      )}

      <section className="market-panel" aria-labelledby="company-plants">
        <h2 id="company-plants">Plants</h2>
        <div className="market-plant-cards">
          {company.factoryInfoList.map((p) => (
            <div key={p.plantNo} className="market-plant-card">
              <p>
                Reg.No. <Link to={plantDetailHref(p)}>{p.plantNo}</Link> <StatusTag status={p.status} />
              </p>
              <p className="market-plant-card__name">{p.plantName}</p>
              <p className="market-sub">{p.address}</p>
              <p className="market-sub">Product mode: {p.way || '-'}</p>
              {p.goodsList.length > 0 && <p className="market-sub">Products: {p.goodsList.map((g) => g.goodsName).join('; ')}</p>}
            </div>
          ))}
        </div>
      </section>

      <section className="market-panel" aria-labelledby="company-articles">
        <h2 id="company-articles">Articles</h2>
        {articles.list.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="market-articles">
            {articles.list.map((a) => (
              <li key={a.id}>
                <time dateTime={a.sourceDate}>{a.sourceDate}</time>
                <Link to={factoryNewsPath(a.id)}>
                  <strong>{a.enContentTitle}</strong>
                </Link>
                <span>{a.summary}</span>
              </li>
            ))}
          </ul>
        )}
        {articles.total > articles.list.length && (
          <Link to={`${NEWS_PAGES.factoryNews}?contentKey=${encodeURIComponent(company.plantName)}`}>
            More news about {company.companyAlias || company.plantName}
          </Link>
        )}
      </section>
    </article>
  );
}
