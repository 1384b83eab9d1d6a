import { POSTING_MSG } from '../../../contracts/posting/codes';
import { ownTopicsPath, topicPath } from '../../../contracts/forum/pages';
import type { Db, Executor } from '../../db/client';
import { attachUploads } from '../../shared/uploads/index';
import type { ModeratedSource } from '../../shared/moderation/index';
import { findByNumericIds, type SubjectKey, type SubjectSource } from '../../shared/subjects/index';
import { topicQueueItem } from './presenters';
import * as topics from './queries/topics';

/** A forum topic (COMMUNITY) as a subject of the shared comments and favourites, named by id; open while approved. */
export function topicSubject(db: Db): SubjectSource {
  return {
    type: topics.TOPIC_SUBJECT,
    features: ['comment', 'collect'],
    notFoundMessage: POSTING_MSG.topicNotFound,
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
  };
}

/** After an edit is decided, the topic holds only the photos and video it shows; the others go to the uploads' sweep. */
async function keepMedia(tx: Executor, row: topics.TopicRow, shown: { images: string[]; video: string }) {
  const subject = { type: 'topic', id: row.id };
  await attachUploads(tx, { userId: row.userId, purpose: 'topic-image', urls: shown.images, subject });
  await attachUploads(tx, { userId: row.userId, purpose: 'topic-video', urls: shown.video ? [shown.video] : [], subject });
}

/** Forum topics in the moderation queue. */
export function topicModerated(db: Db): ModeratedSource {
  return {
    type: 'COMMUNITY',
    notFoundMessage: POSTING_MSG.topicNotFound,
    async find(id) {
      const row = await topics.findTopic(db, id);
      return (
        row && {
          id: row.id,
          authorId: row.userId,
          checkStatus: row.checkStatus,
          top: row.top,
          good: row.good,
          ownLink: ownTopicsPath,
        }
      );
    },
    async queue(filter, page, limit) {
      const { rows, total } = await topics.queueTopics(db, filter, page, limit);
      return { list: rows.map(topicQueueItem), total };
    },
    review: async (tx, id, status, reason) => void (await topics.reviewTopic(tx, id, status, reason)),
    approvedCount: (userId) => topics.approvedTopicCount(db, userId),
    flag: async (tx, id, flags) => void (await topics.flagTopic(tx, id, flags)),
    edits: {
      async apply(tx, id, fields) {
        const row = await topics.findTopic(tx, id);
        if (!row) return;
        await topics.updateTopic(tx, id, fields);
        await keepMedia(tx, row, topics.topicFieldsOf(fields as topics.TopicFields));
      },
      async discard(tx, id) {
        const row = await topics.findTopic(tx, id);
        if (row) await keepMedia(tx, row, row);
      },
    },
  };
}
