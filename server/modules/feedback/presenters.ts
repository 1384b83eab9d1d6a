import { EMAIL_PATTERN, type FeedbackStatus } from '../../../contracts/feedback/codes';
import type { AdminFeedback } from '../../../contracts/feedback/models';
import type { FeedbackRow, ReplyRow } from './queries';

export function presentFeedback(row: FeedbackRow, replies: ReplyRow[], types: Map<string, string>): AdminFeedback {
  return {
    id: row.id,
    client: row.client,
    type: row.type,
    typeName: types.get(row.type) ?? row.type,
    content: row.content,
    contact: row.contact,
    contactIsEmail: EMAIL_PATTERN.test(row.contact),
    images: { list: row.images },
    userId: row.userId,
    username: row.username,
    createName: row.createName,
    status: row.status as FeedbackStatus,
    createTime: row.createdAt.toISOString(),
    replies: replies
      .filter((r) => r.feedbackId === row.id)
      .map((r) => ({ id: r.id, to: r.toAddress, message: r.message, adminEmail: r.adminEmail, sentAt: r.sentAt.toISOString() })),
  };
}
