import { Link } from 'react-router';
import type { Route } from './+types/plant-detail';
import { ACCESS_TYPE_LABEL, ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import type { ApprovalEvent, PlantDetail } from '../../../contracts/market/models';
import { shownDate } from '../../../contracts/core/dates';
import { CompanyLogo, RegistrationStatus, StatusTag } from '../../features/market/Bits';
import { type Column, DataTable } from '../../ui/DataTable';
import { detailOr404 } from '../../lib/loaders';
import { companyPagePath } from '../../../contracts/market/pages';
import { eligibilityPagePath } from '../../../contracts/market/eligibility';
import { LikeButton, SubscribeButton } from '../../features/market/SubjectButtons';
import { StatusTimeline } from '../../features/market/StatusTimeline';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';
import { DetailHeader } from '../../ui/DetailHeader';

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const accessType = (ACCESS_TYPES as readonly string[]).includes(q.get('accessType') ?? '') ? (q.get('accessType') as AccessType) : '201';
  const key = { accessType, plantNo: q.get('plantNo') ?? '', countryCode: q.get('countryCode') ?? '' };
  const api = createApi(context.api);
  const [plant, history] = await detailOr404(() =>
    Promise.all([api.call(marketCalls.plant, { body: key }), api.call(marketCalls.approvalHistory, { body: key })]),
  );
  return { plant, history: history.list };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data ? `${data.plant.plantName} (${data.plant.plantNo})` : 'Plant') },
  {
    name: 'description',
    content: data
      ? `${data.plant.plantName}, ${data.plant.countryName}: Reg.No. ${data.plant.plantNo}, registrations and approval history.`
      : '',
  },
];

const registrationColumns = (plant: PlantDetail): Column<PlantDetail['overseasRegistrationInfo'][number]>[] => [
  { header: 'Goods type', cell: (r) => r.goodsType },
  { header: 'China registration code', className: 'ui-nowrap', cell: (r) => r.chinaRegisterCode || '-' },
  { header: 'Registered', className: 'ui-nowrap', cell: (r) => shownDate(r.registerDate) },
  { header: 'Expires', className: 'ui-nowrap', cell: (r) => shownDate(r.registerExpireDate) },
  { header: 'Status', cell: (r) => <RegistrationStatus status={r.status} /> },
  {
    header: 'Eligibility',
    className: 'ui-nowrap',
    cell: (r) => <Link to={eligibilityPagePath({ ...plant, goodsType: r.goodsTypeCode })}>Can it ship today?</Link>,
  },
];

const APPROVAL_COLUMNS: Column<ApprovalEvent>[] = [
  { header: 'Date', className: 'ui-nowrap', cell: (e) => e.sourceDate },
  { header: 'Record', cell: (e) => e.recordTypeName },
  { header: 'Content', className: 'ui-table__wide', cell: (e) => e.enContent },
];

export default function PlantDetailPage({ loaderData }: Route.ComponentProps) {
  const { plant, history } = loaderData;
  const subject = { accessType: plant.accessType as AccessType, countryCode: plant.countryCode };
  return (
    <article className="market-detail" aria-labelledby="plant-title">
      <DetailHeader
        media={<CompanyLogo src={plant.companyLogo} size={72} />}
        title={plant.plantName}
        titleId="plant-title"
        actions={
          <>
            <SubscribeButton subType="FACTORY" subObject={plant.plantNo} subject={subject} subId={plant.subId} />
            <LikeButton plantNo={plant.plantNo} subject={subject} likeId={plant.likePointId} count={plant.pointCount} />
          </>
        }
      >
        <p>
          Reg.No. <strong>{plant.plantNo}</strong> · {plant.countryName} · {ACCESS_TYPE_LABEL[subject.accessType]} ·{' '}
          <StatusTag status={plant.status} />
        </p>
        <p className="market-sub">Data last updated {plant.updateDate}</p>
      </DetailHeader>

      <section className="market-panel" aria-labelledby="plant-info">
        <h2 id="plant-info">Plant Information</h2>
        <dl className="market-facts">
          <dt>Company</dt>
          <dd>
            <Link to={companyPagePath({ ...plant, plantName: plant.companyName })}>{plant.companyName}</Link>
          </dd>
          <dt>Address</dt>
          <dd>{plant.address || '-'}</dd>
          <dt>Activities</dt>
          <dd>{plant.activities || '-'}</dd>
          <dt>Product mode</dt>
          <dd>{plant.productMode || '-'}</dd>
          <dt>Goods types</dt>
          <dd>{plant.goodsTypeList.join(', ') || '-'}</dd>
        </dl>
      </section>

      <section className="market-panel" aria-labelledby="plant-registrations">
        <h2 id="plant-registrations">Overseas registrations</h2>
        <DataTable rows={plant.overseasRegistrationInfo} columns={registrationColumns(plant)} rowKey={(r) => r.id} />
      </section>

      <section className="market-panel" aria-labelledby="plant-status-history">
        <h2 id="plant-status-history">Status history</h2>
        <StatusTimeline events={history} />
      </section>

      <section className="market-panel" aria-labelledby="plant-approvals">
        <h2 id="plant-approvals">Approval history</h2>
        <DataTable rows={history} columns={APPROVAL_COLUMNS} rowKey={(e) => e.id} />
      </section>
    </article>
  );
}
