import { isoTime } from '../../../contracts/core/dates';
import type { Topic } from '../../../contracts/forum/models';
import type { VerifiedBadge } from '../../../contracts/companies/models';
import type { QueueItem } from '../../../contracts/moderation/models';
import { topicPath } from '../../../contracts/forum/pages';
import { queueEditOf } from '../../shared/moderation/index';
import { shownAt } from '../../shared/posting/index';
import { topicFieldsOf } from './queries/topics';
import type { TopicListRow } from './queries/topics';
import type * as topicQueries from './queries/topics';

export function presentTopic(r: TopicListRow, verified: VerifiedBadge | null = null): Topic {
  const row = r.row;
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    content: row.content,
    images: row.images,
    video: row.video,
    userInfo: {
      userId: row.userId,
      nickName: row.byAdmin ? 'Admin' : r.nickName,
      avatar: r.avatar,
      verified: row.byAdmin ? null : verified,
    },
    isAdmin: row.byAdmin,
    top: row.top,
    good: row.good,
    labelClass: row.labelClass,
    labelCode: row.labelCode,
    labelClassEnName: r.labelClassEnName,
    labelClassZhName: r.labelClassZhName,
    labelEnName: r.labelEnName,
    viewsCount: row.viewsCount,
    commentCount: r.commentCount,
    collectCount: r.collectCount,
    collected: r.collected,
    checkStatus: row.checkStatus,
    checkTime: isoTime(row.checkTime),
    refuseReason: row.refuseReason,
    editPending: r.editPending,
    keywords: '',
    transformEnTime: shownAt(row.createdAt),
  };
}

type TopicQueueRow = Awaited<ReturnType<typeof topicQueries.queueTopics>>['rows'][number];

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
  edit: queueEditOf(r.edit, topicFieldsOf(r.row)),
});
