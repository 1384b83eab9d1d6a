import { POSTING_MSG } from '../../../contracts/posting/codes';
import { leadPath, ownLeadsPath } from '../../../contracts/leads/pages';
import type { Db, Executor } from '../../db/client';
import { attachUploads } from '../../shared/uploads/index';
import type { ModeratedSource } from '../../shared/moderation/index';
import { findByNumericIds, type SubjectKey, type SubjectSource } from '../../shared/subjects/index';
import { leadQueueItem } from './presenters';
import * as leads from './queries/leads';
import { queueForMatching } from './searches/queries';

/**
 * A supply and demand post (SUPPLY_DEMAND) as a subject of the shared comments and favourites, named by id; open to
 * them only while approved and unexpired.
 */
export function leadSubject(db: Db, now: () => number = Date.now): SubjectSource {
  return {
    type: leads.LEAD_SUBJECT,
    features: ['comment', 'collect'],
    notFoundMessage: POSTING_MSG.leadNotFound,
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
  };
}

/** After an edit is decided, the post holds only the photos it shows; the others go to the uploads' sweep. */
async function keepPhotos(tx: Executor, row: leads.LeadRow, images: string[]) {
  await attachUploads(tx, { userId: row.userId, purpose: 'lead-image', urls: images, subject: { type: 'lead', id: row.id } });
}

/** Supply and demand posts in the moderation queue. */
export function leadModerated(db: Db): ModeratedSource {
  return {
    type: 'SUPPLY_DEMAND',
    notFoundMessage: POSTING_MSG.leadNotFound,
    async find(id) {
      const row = await leads.findLead(db, id);
      return (
        row && {
          id: row.id,
          authorId: row.userId,
          checkStatus: row.checkStatus,
          plantNo: row.plantNo,
          plantConfirmed: row.plantConfirmedAt !== null,
          ownLink: ownLeadsPath(row.type),
        }
      );
    },
    async queue(filter, page, limit) {
      const { rows, total } = await leads.queueLeads(db, filter, page, limit);
      return { list: rows.map(leadQueueItem), total };
    },
    async review(tx, id, status, reason) {
      await leads.reviewLead(tx, id, status, reason);
      // An approved post is news to the saved searches it matches (matched by their job, after this commits).
      if (status === 2) await queueForMatching(tx, id);
    },
    approvedCount: (userId) => leads.approvedLeadCount(db, userId),
    confirmPlant: async (tx, id, confirmed) => void (await leads.confirmLeadPlant(tx, id, confirmed)),
    edits: {
      async apply(tx, id, fields) {
        const row = await leads.findLead(tx, id);
        if (!row) return;
        await leads.updateLead(tx, row, fields);
        await keepPhotos(tx, row, leads.leadFieldsOf(fields as leads.LeadFields).images);
        // An approved edit may match searches the post did not before; those it matched are not told twice.
        if (row.checkStatus === 2) await queueForMatching(tx, id);
      },
      async discard(tx, id) {
        const row = await leads.findLead(tx, id);
        if (row) await keepPhotos(tx, row, row.images);
      },
    },
  };
}
