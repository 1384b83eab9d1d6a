import { Link } from 'react-router';
import type { Route } from './+types/plant-detail';
import { costsMessages } from '../../features/costs/messages';
import { landedCostOfGoods } from '../../features/costs/params';
import { ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import type { ApprovalEvent, PlantDetail } from '../../../contracts/market/models';
import { marketDataMessages } from '../../../contracts/market/messages';
import { shownDate } from '../../../contracts/core/dates';
import { AsWritten, Data, listOf, OtherVersion } from '../../features/market/Bilingual';
import { CompanyLogo, RegistrationStatus, StatusTag } from '../../features/market/Bits';
import { marketMessages } from '../../features/market/messages';
import { metaWords } from '../../features/market/meta';
import { type Column, DataTable } from '../../ui/DataTable';
import { detailOr404 } from '../../lib/loaders';
import { companyPagePath } from '../../../contracts/market/pages';
import { eligibilityPagePath } from '../../../contracts/market/eligibility';
import { LikeButton, SubscribeButton } from '../../features/market/SubjectButtons';
import { StatusTimeline } from '../../features/market/StatusTimeline';
import { EventSource } from '../../features/market/EventSource';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { langOfRequest, useLanguage, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { DetailHeader } from '../../ui/DetailHeader';
import { SourceNote } from '../../ui/SourceNote';
import { DATA_SOURCES } from '../../../contracts/data/codes';
import { CheckBlock, loadCheckBlock } from '../../features/check/CheckBlock';

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const accessType = (ACCESS_TYPES as readonly string[]).includes(q.get('accessType') ?? '') ? (q.get('accessType') as AccessType) : '201';
  const key = { accessType, plantNo: q.get('plantNo') ?? '', countryCode: q.get('countryCode') ?? '', lang: langOfRequest(request) };
  const api = createApi(context.api);
  const [plant, history, check] = await Promise.all([
    detailOr404(() => api.call(marketCalls.plant, { body: key })),
    detailOr404(() => api.call(marketCalls.approvalHistory, { body: key })),
    loadCheckBlock(api, key),
  ]);
  return { plant, history: history.list, check };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { language, t } = metaWords(matches);
  const plant = data?.plant;
  return [
    { title: pageTitle(plant ? `${plant.plantName} (${plant.plantNo})` : t('plant.detailTitle'), language) },
    {
      name: 'description',
      content: plant ? t('plant.detailDescription', { name: plant.plantName, country: plant.countryName, regNo: plant.plantNo }) : '',
    },
  ];
};

export default function PlantDetailPage({ loaderData }: Route.ComponentProps) {
  const { plant, history, check } = loaderData;
  const t = useT(marketMessages);
  const names = useT(marketDataMessages);
  const costs = useT(costsMessages);
  const language = useLanguage();
  const subject = { accessType: plant.accessType as AccessType, countryCode: plant.countryCode };
  const registrationColumns: Column<PlantDetail['overseasRegistrationInfo'][number]>[] = [
    { header: t('common.goodsType'), cell: (r) => r.goodsType },
    {
      header: t('plant.chinaRegisterCode'),
      className: 'ui-nowrap',
      cell: (r) => (r.chinaRegisterCode ? <Data text={r.chinaRegisterCode} /> : '-'),
    },
    { header: t('plant.registered'), className: 'ui-nowrap', cell: (r) => shownDate(r.registerDate) },
    { header: t('plant.expires'), className: 'ui-nowrap', cell: (r) => shownDate(r.registerExpireDate) },
    { header: t('common.status'), cell: (r) => <RegistrationStatus status={r.status} /> },
    {
      header: t('plant.eligibility'),
      className: 'ui-nowrap',
      cell: (r) => <Link to={eligibilityPagePath({ ...plant, goodsType: r.goodsTypeCode })}>{t('plant.canShip')}</Link>,
    },
    {
      header: costs('links.column'),
      className: 'ui-nowrap',
      cell: (r) => {
        const href = landedCostOfGoods(r.goodsTypeCode, plant.countryCode);
        return href ? <Link to={href}>{costs('links.landedCostOf', { product: r.goodsType })}</Link> : '-';
      },
    },
  ];
  const approvalColumns: Column<ApprovalEvent>[] = [
    { header: t('plant.date'), className: 'ui-nowrap', cell: (e) => e.sourceDate },
    { header: t('plant.record'), cell: (e) => e.recordTypeName },
    // The registry records what changed in English only.
    { header: t('plant.content'), className: 'ui-table__wide', cell: (e) => <AsWritten text={e.enContent} note={false} /> },
    // A GACC notice's change links back to the notice (docs/news.md 'Notices as events').
    { header: t('plant.source'), cell: (e) => <EventSource event={e} /> },
  ];
  return (
    <article className="market-detail" aria-labelledby="plant-title">
      <DetailHeader
        media={<CompanyLogo src={plant.companyLogo} size={72} />}
        title={<Data text={plant.plantName} />}
        titleId="plant-title"
        actions={
          <>
            <SubscribeButton subType="FACTORY" subObject={plant.plantNo} subject={subject} subId={plant.subId} />
            <LikeButton plantNo={plant.plantNo} subject={subject} likeId={plant.likePointId} count={plant.pointCount} />
          </>
        }
      >
        <OtherVersion en={plant.plantNameEn} zh={plant.plantNameZh} data note={false} />
        <p>
          {t('common.regNo')} <strong translate="no">{plant.plantNo}</strong> · <Data text={plant.countryName} /> ·{' '}
          {names(`accessType.${subject.accessType}`)} · <StatusTag status={plant.status} />
        </p>
        <p className="market-sub">{t('plant.lastUpdated', { date: plant.updateDate })}</p>
      </DetailHeader>

      {check && (
        <CheckBlock answer={check} query={{ accessType: plant.accessType, countryCode: plant.countryCode, plantNo: plant.plantNo }} />
      )}
      <section className="market-panel" aria-labelledby="plant-info">
        <h2 id="plant-info">{t('common.plantInformation')}</h2>
        <dl className="market-facts">
          <dt>{t('plant.company')}</dt>
          <dd>
            <Link to={companyPagePath({ ...plant, plantName: plant.companyNameEn })}>
              <Data text={plant.companyName} />
            </Link>
            <OtherVersion en={plant.companyNameEn} zh={plant.companyNameZh} data note={false} />
          </dd>
          <dt>{t('common.address')}</dt>
          <dd>{plant.address ? <Data text={plant.address} /> : '-'}</dd>
          <dt>{t('plant.activities')}</dt>
          <dd>{plant.activities ? <AsWritten text={plant.activities} /> : '-'}</dd>
          <dt>{t('common.productMode')}</dt>
          <dd>{plant.productMode ? <AsWritten text={plant.productMode} /> : '-'}</dd>
          <dt>{t('common.goodsTypes')}</dt>
          <dd>{listOf(plant.goodsTypeList, language) || '-'}</dd>
        </dl>
      </section>

      <section className="market-panel" aria-labelledby="plant-registrations">
        <h2 id="plant-registrations">{t('plant.registrations')}</h2>
        <DataTable
          rows={plant.overseasRegistrationInfo}
          columns={registrationColumns}
          rowKey={(r) => r.id}
          caption={t('plant.registrations')}
        />
        {/* The registry is GACC's list of registered overseas establishments, as the portal last read it. */}
        <SourceNote source={DATA_SOURCES.gacc} asOf={plant.updateDate} />
      </section>

      <section className="market-panel" aria-labelledby="plant-status-history">
        <h2 id="plant-status-history">{t('plant.statusHistory')}</h2>
        <StatusTimeline events={history} />
      </section>

      <section className="market-panel" aria-labelledby="plant-approvals">
        <h2 id="plant-approvals">{t('plant.approvalHistory')}</h2>
        <DataTable rows={history} columns={approvalColumns} rowKey={(e) => e.id} caption={t('plant.approvalHistory')} />
      </section>
    </article>
  );
}
