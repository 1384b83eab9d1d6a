import { Link } from 'react-router';
import type { Route } from './+types/company-detail';
import { ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import { COMPANY_IMAGES_MAX } from '../../../contracts/market/codes';
import { marketDataMessages } from '../../../contracts/market/messages';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import { CompanyArticles } from '../../features/market/CompanyArticles';
import { AsWritten, Data, Labelled, listOf, OtherVersion } from '../../features/market/Bilingual';
import { CompanyLogo, StatusTag } from '../../features/market/Bits';
import { marketMessages } from '../../features/market/messages';
import { metaWords } from '../../features/market/meta';
import { detailOr404 } from '../../lib/loaders';
import { plantDetailHref } from '../../features/market/params';
import { SubscribeButton } from '../../features/market/SubjectButtons';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { langOfRequest, useLanguage, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { DetailHeader } from '../../ui/DetailHeader';
import { CheckBlock, loadCheckBlock } from '../../features/check/CheckBlock';
import { VerifiedBadge } from '../../ui/posts/VerifiedBadge';
import { grouped } from '../../../contracts/core/format';

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const accessType = (ACCESS_TYPES as readonly string[]).includes(q.get('accessType') ?? '') ? (q.get('accessType') as AccessType) : '201';
  const lang = langOfRequest(request);
  const api = createApi(context.api);
  const key = {
    countryCode: q.get('countryCode') ?? '',
    accessType,
    plantName: q.get('plantName') ?? undefined,
    companyCode: q.get('companyCode') ?? '',
  };
  const [company, articles] = await detailOr404(() =>
    Promise.all([
      api.call(marketCalls.company, { body: { ...key, lang } }),
      // The company's articles are the factory news about it (companyTags holds its code).
      api.call(newsCalls.factoryNews, {
        body: { page: 1, limit: NEWS_PAGE_SIZE.companyArticles, newsSource: 164, companyTags: [key.companyCode] },
      }),
    ]),
  );
  const check = await loadCheckBlock(api, { accessType, companyName: company.plantNameEn || company.plantName, lang });
  return { company, articles, check };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { language, t } = metaWords(matches);
  return [
    { title: pageTitle(data?.company.plantName ?? t('company.detailTitle'), language) },
    {
      name: 'description',
      content: data ? t('company.detailDescription', { name: data.company.plantName, country: data.company.countryName }) : '',
    },
  ];
};

export default function CompanyDetailPage({ loaderData }: Route.ComponentProps) {
  const { company, articles, check } = loaderData;
  const t = useT(marketMessages);
  const names = useT(marketDataMessages);
  const language = useLanguage();
  const subject = { accessType: company.accessType as AccessType, countryCode: company.countryCode };
  return (
    <article className="market-detail" aria-labelledby="company-title">
      <DetailHeader
        media={<CompanyLogo src={company.cpLogo} size={72} />}
        title={<Data text={company.plantName} />}
        titleId="company-title"
        actions={<SubscribeButton subType="COMPANY" subObject={company.companyCode} subject={subject} subId={company.subId} />}
      >
        <OtherVersion en={company.plantNameEn} zh={company.plantNameZh} data note={false} />
        <p>
          <Data text={company.countryName} /> · {names(`accessType.${subject.accessType}`)}
          {company.companyType && (
            <>
              {' · '}
              <Data text={company.companyType} prose />
            </>
          )}
          {company.promoteFlag === 1 && <span className="market-tag market-tag--recommended">{t('common.recommended')}</span>}
          {company.companyLabel && <Data className="market-tag" text={company.companyLabel} />}
        </p>
        {company.verified && (
          <p className="market-verified">
            {t('company.verifiedSince', { date: company.verified.verifiedAt.slice(0, 10) })} <VerifiedBadge verified={company.verified} />
          </p>
        )}
      </DetailHeader>

      {check && (
        <CheckBlock answer={check} query={{ accessType: company.accessType, companyName: company.plantNameEn || company.plantName }} />
      )}
      <section className="market-panel" aria-labelledby="company-info">
        <h2 id="company-info">{t('company.information')}</h2>
        <p>
          <AsWritten text={company.introduction} />
        </p>
        <dl className="market-facts">
          <dt>{t('common.address')}</dt>
          <dd>{company.address ? <Data text={company.address} /> : '-'}</dd>
          <dt>{t('common.goodsTypes')}</dt>
          <dd>{listOf(company.goodsTypeList, language) || '-'}</dd>
          <dt>{t('company.views')}</dt>
          <dd>{grouped(company.realViews)}</dd>
        </dl>
      </section>

      {company.images.length > 0 && (
        <section className="market-panel" aria-labelledby="company-images">
          <h2 id="company-images">{t('company.pictures')}</h2>
          <div className="market-gallery">
            {company.images.slice(0, COMPANY_IMAGES_MAX).map((src, i) => (
              <img
                key={src}
                src={src}
                alt={t('company.picture', { name: company.plantName, number: i + 1 })}
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
          <h2 id="company-video">{t('company.video')}</h2>
          <video className="market-video" src={company.videoUrl} controls preload="metadata" />
        </section>
      )}

      <section className="market-panel" aria-labelledby="company-plants">
        <h2 id="company-plants">{t('company.plants')}</h2>
        <div className="market-plant-cards">
          {company.factoryInfoList.map((p) => (
            <div key={p.plantNo} className="market-plant-card">
              <p>
                {t('common.regNo')}{' '}
                <Link to={plantDetailHref(p)}>
                  <Data text={p.plantNo} />
                </Link>{' '}
                <StatusTag status={p.status} />
              </p>
              <Data className="market-plant-card__name" text={p.plantName} />
              <p className="market-sub">{p.address ? <Data text={p.address} /> : '-'}</p>
              <p className="market-sub">
                <Labelled label={t('common.productModeLabel')}>{p.way ? <Data text={p.way} prose /> : '-'}</Labelled>
              </p>
              {p.goodsList.length > 0 && (
                <p className="market-sub">
                  <Labelled label={t('company.productsLabel')}>
                    <Data text={p.goodsList.map((g) => g.goodsName).join(language === 'zh' ? '；' : '; ')} />
                  </Labelled>
                </p>
              )}
            </div>
          ))}
        </div>
      </section>

      <CompanyArticles articles={articles} company={company} />
    </article>
  );
}
