import { COMMUNITY_MSG } from '../../../contracts/community/codes';
import { leadPath, topicPath } from '../../../contracts/community/pages';
import type { Db } from '../../db/client';
import type { ModeratedSource } from '../../shared/moderation/index';
import { findByNumericIds, type SubjectKey, type SubjectSource } from '../../shared/subjects/index';
import { leadQueueItem, topicQueueItem } from './presenters';
import * as leads from './queries/leads';
import * as topics from '../forum/queries/topics';

/**
 * Leads (SUPPLY_DEMAND) and topics (COMMUNITY) as subjects of the shared comments and favourites, named by id;
 * open to them only while approved (and, for a lead, unexpired).
 */
export function communitySubjects(db: Db, now: () => number = Date.now): SubjectSource[] {
  return [
    {
      type: leads.LEAD_SUBJECT,
      features: ['comment', 'collect'],
      notFoundMessage: COMMUNITY_MSG.leadNotFound,
      findMany: (keys: readonly SubjectKey[]) =>
        findByNumericIds(
          keys,
          (ids) => leads.findLeads(db, ids),
          (row) => ({
            id: row.id,
            title: row.content.slice(0, 80),
            link: leadPath(row),
            image: row.images[0] ?? '',
            countryName: '',
            ownerId: row.userId,
            visible: row.checkStatus === 2 && row.expiresAt.getTime() > now(),
          }),
        ),
    },
    {
      type: topics.TOPIC_SUBJECT,
      features: ['comment', 'collect'],
      notFoundMessage: COMMUNITY_MSG.topicNotFound,
      findMany: (keys: readonly SubjectKey[]) =>
        findByNumericIds(
          keys,
          (ids) => topics.findTopics(db, ids),
          (row) => ({
            id: row.id,
            title: row.title,
            link: topicPath(row.code),
            image: row.images[0] ?? '',
            countryName: '',
            ownerId: row.userId,
            visible: row.checkStatus === 2,
          }),
        ),
    },
  ];
}

/** Leads and topics in the moderation queue. */
export function communityModerated(db: Db): ModeratedSource[] {
  return [
    {
      type: 'SUPPLY_DEMAND',
      notFoundMessage: COMMUNITY_MSG.leadNotFound,
      async find(id) {
        const row = await leads.findLead(db, id);
        return (
          row && {
            id: row.id,
            authorId: row.userId,
            checkStatus: row.checkStatus,
            plantNo: row.plantNo,
            plantConfirmed: row.plantConfirmedAt !== null,
          }
        );
      },
      async queue(filter, page, limit) {
        const { rows, total } = await leads.queueLeads(db, filter, page, limit);
        return { list: rows.map(leadQueueItem), total };
      },
      review: async (tx, id, status, reason) => void (await leads.reviewLead(tx, id, status, reason)),
      approvedCount: (userId) => leads.approvedLeadCount(db, userId),
      confirmPlant: async (tx, id, confirmed) => void (await leads.confirmLeadPlant(tx, id, confirmed)),
    },
    {
      type: 'COMMUNITY',
      notFoundMessage: COMMUNITY_MSG.topicNotFound,
      async find(id) {
        const row = await topics.findTopic(db, id);
        return row && { id: row.id, authorId: row.userId, checkStatus: row.checkStatus, top: row.top, good: row.good };
      },
      async queue(filter, page, limit) {
        const { rows, total } = await topics.queueTopics(db, filter, page, limit);
        return { list: rows.map(topicQueueItem), total };
      },
      review: async (tx, id, status, reason) => void (await topics.reviewTopic(tx, id, status, reason)),
      approvedCount: (userId) => topics.approvedTopicCount(db, userId),
      flag: async (tx, id, flags) => void (await topics.flagTopic(tx, id, flags)),
    },
  ];
}
