import type { Lead } from '../../../contracts/leads/models';
import type { VerifiedBadge } from '../../../contracts/companies/models';
import type { QueueItem } from '../../../contracts/moderation/models';
import type { PlantStatus } from '../market/index';
import { leadPath } from '../../../contracts/leads/pages';
import { queueEditOf } from '../../shared/moderation/index';
import { shownAt } from '../../shared/posting/index';
import { leadFieldsOf } from './queries/leads';
import type { LeadListRow } from './queries/leads';
import type * as leadQueries from './queries/leads';

export function presentLead(r: LeadListRow, plant: PlantStatus | undefined, now: Date, verified: VerifiedBadge | null = null): Lead {
  const row = r.row;
  const confirmed = row.plantConfirmedAt !== null;
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    checkStatus: row.checkStatus,
    refuseReason: row.refuseReason,
    accessType: row.accessType,
    goodsType: row.goodsType,
    goodsTypeName: r.goodsTypeName,
    goodsTypeZhName: r.goodsTypeZhName,
    userId: row.userId,
    userInfo: { userId: row.userId, nickName: r.nickName, avatar: r.avatar, verified },
    enContent: row.content,
    transformEnTime: shownAt(row.createdAt),
    images: row.images,
    collected: r.collected,
    collectCount: r.collectCount,
    comments: r.comments,
    editPending: r.editPending,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
    plant:
      row.plantNo && row.plantCountryCode
        ? {
            plantNo: row.plantNo,
            countryCode: row.plantCountryCode,
            plantName: plant?.plantName ?? '',
            // The live status is shown only for a plant an admin confirmed the author speaks for.
            status: confirmed && plant ? plant.status : null,
            link: plant?.link ?? '',
            confirmed,
          }
        : null,
    originCountry: row.originCountry ?? row.plantCountryCode ?? null,
    quantity: decimalOf(row.quantity),
    quantityUnit: row.quantityUnit as Lead['quantityUnit'],
    packing: row.packing,
    incoterm: row.incoterm as Lead['incoterm'],
    port: row.port,
    price: decimalOf(row.price),
    currency: row.currency as Lead['currency'],
    priceUnit: row.priceUnit as Lead['priceUnit'],
    validUntil: row.validUntil,
  };
}

/** A numeric column's text without the zeros its scale pads it with ('25.000' is '25', '3150.5000' is '3150.5'). */
export const decimalOf = (value: string | null): string | null =>
  value === null ? null : value.includes('.') ? value.replace(/\.?0+$/, '') : value;

type LeadQueueRow = Awaited<ReturnType<typeof leadQueries.queueLeads>>['rows'][number];

export const leadQueueItem = (r: LeadQueueRow): QueueItem => ({
  subjectType: 'SUPPLY_DEMAND',
  id: r.row.id,
  title: `${r.row.type === 1 ? 'Supply' : 'Demand'}: ${r.goodsTypeName}`,
  text: r.row.content,
  images: r.row.images,
  video: '',
  link: leadPath(r.row),
  authorId: r.row.userId,
  authorNickName: r.nickName,
  checkStatus: r.row.checkStatus,
  refuseReason: r.row.refuseReason,
  top: null,
  good: null,
  createdAt: r.row.createdAt.toISOString(),
  openReports: r.openReports,
  reportReasons: r.reasons,
  plant:
    r.row.plantNo && r.row.plantCountryCode
      ? { plantNo: r.row.plantNo, countryCode: r.row.plantCountryCode, confirmed: r.row.plantConfirmedAt !== null }
      : null,
  edit: queueEditOf(r.edit, leadFieldsOf(r.row)),
});
