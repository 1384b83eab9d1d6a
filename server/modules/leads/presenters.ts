import { isoTime } from '../../../contracts/core/dates';
import type { Lead, Topic } from '../../../contracts/community/models';
import type { QueueItem } from '../../../contracts/moderation/models';
import type { PlantStatus } from '../market/index';
import { leadPath, topicPath } from '../../../contracts/community/pages';
import type { LeadListRow } from './queries/leads';
import type { TopicListRow } from '../forum/queries/topics';
import type * as leadQueries from './queries/leads';
import type * as topicQueries from '../forum/queries/topics';

/** 'YYYY-MM-DD HH:mm' in UTC, as the cards show a post's time (§3 transformEnTime). */
const shownAt = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

export function presentLead(r: LeadListRow, plant: PlantStatus | undefined, now: Date): Lead {
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
    userId: row.userId,
    userInfo: { userId: row.userId, nickName: r.nickName, avatar: r.avatar },
    enContent: row.content,
    transformEnTime: shownAt(row.createdAt),
    images: row.images,
    collected: r.collected,
    collectCount: r.collectCount,
    comments: r.comments,
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
  };
}

export function presentTopic(r: TopicListRow): Topic {
  const row = r.row;
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    content: row.content,
    images: row.images,
    video: row.video,
    userInfo: { userId: row.userId, nickName: row.byAdmin ? 'Admin' : r.nickName, avatar: r.avatar },
    isAdmin: row.byAdmin,
    top: row.top,
    good: row.good,
    labelClass: row.labelClass,
    labelCode: row.labelCode,
    labelClassEnName: r.labelClassEnName,
    labelEnName: r.labelEnName,
    viewsCount: row.viewsCount,
    commentCount: r.commentCount,
    collectCount: r.collectCount,
    collected: r.collected,
    checkStatus: row.checkStatus,
    checkTime: isoTime(row.checkTime),
    refuseReason: row.refuseReason,
    keywords: '',
    transformEnTime: shownAt(row.createdAt),
  };
}

type LeadQueueRow = Awaited<ReturnType<typeof leadQueries.queueLeads>>['rows'][number];
type TopicQueueRow = Awaited<ReturnType<typeof topicQueries.queueTopics>>['rows'][number];

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
});

export const topicQueueItem = (r: TopicQueueRow): QueueItem => ({
  subjectType: 'COMMUNITY',
  id: r.row.id,
  title: r.row.title,
  text: r.row.content,
  images: r.row.images,
  video: r.row.video,
  link: topicPath(r.row.code),
  authorId: r.row.userId,
  authorNickName: r.nickName,
  checkStatus: r.row.checkStatus,
  refuseReason: r.row.refuseReason,
  top: r.row.top,
  good: r.row.good,
  createdAt: r.row.createdAt.toISOString(),
  openReports: r.openReports,
  reportReasons: r.reasons,
  plant: null,
});
