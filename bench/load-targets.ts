// What `npm run bench:load` sends (docs/benchmarks.md, "Mixed load"). Readers are visitors: they cycle through the
// anonymous targets of bench/targets.ts. Writers are signed-in demo traders: each cycles through writes that undo one
// another (a favourite and its cancel, a comment and its deletion), so the data ends as it started.
import { accountsCalls } from '../contracts/accounts/calls';
import { commentCalls } from '../contracts/comments/calls';
import { COMMENTS_TYPE } from '../contracts/comments/codes';
import { pathOf } from '../contracts/core/calls';
import { topicCalls } from '../contracts/forum/calls';
import { leadCalls } from '../contracts/leads/calls';
import { targetsFor, type BenchPicks, type BenchTarget } from './targets';

/** A signed-in writer: the session cookie and the user id the sign-in answered. */
export interface Writer {
  cookie: string;
  userId: number;
}

/** Approved posts and topics the writers favourite and comment on (picked from the seeded data). */
export interface WriterPicks {
  leadIds: number[];
  topicIds: number[];
}

/** One request of the mix; `then` reads what a later step of the same cycle needs (the new comment's id). */
export interface LoadStep {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** The visitors' part: every anonymous target that answers 200 (a 404 page is not what readers ask for). */
export const readerTargets = (picks: BenchPicks): BenchTarget[] => targetsFor(picks).filter((t) => !t.session && (t.status ?? 200) === 200);

export const SIGN_IN_PATH = pathOf(accountsCalls.login);
export const LEAD_PAGE_PATH = pathOf(leadCalls.page, { page: 1, limit: 20 });
export const TOPIC_PAGE_PATH = pathOf(topicCalls.page, { page: 1, limit: 20 });

/**
 * How often one writer comments: the demo's 16 traders are shared by the writers (two each at 200 clients), and a user
 * may write 10 comments a minute (COMMENT_LIMITS), which the load must not run into: two writers of one account at
 * 8 a minute between them, as every 12 s reached the limit when their cycles drifted together (a soak's 16 errors).
 */
export const COMMENT_EVERY_MS = 15_000;

/**
 * A writer's cycle n: favourite a post and take it back; when `comment`, also comment on a topic and delete the
 * comment. `answerOf(i)` is what step i of this cycle answered (the new comment's id for the deletion).
 */
export function writerCycle(
  writer: Writer,
  picks: WriterPicks,
  n: number,
  comment: boolean,
  answerOf: (step: number) => unknown,
): (() => LoadStep | null)[] {
  const lead = picks.leadIds[n % picks.leadIds.length];
  const topic = picks.topicIds[n % picks.topicIds.length];
  const favourite = { supplyDemandId: lead, userId: writer.userId };
  const steps: (() => LoadStep | null)[] = [
    () => ({ name: 'write: favourite a post', method: 'POST', path: pathOf(leadCalls.collect), body: favourite }),
    () => ({ name: 'write: cancel the favourite', method: 'POST', path: pathOf(leadCalls.uncollect), body: favourite }),
  ];
  if (!comment) return steps;
  return [
    ...steps,
    () => ({
      name: 'write: comment on a topic',
      method: 'POST',
      path: pathOf(commentCalls.add),
      body: { commentsType: COMMENTS_TYPE.COMMUNITY, ownerId: topic, messageContent: `Load test: is the ${n} lot still open?` },
    }),
    () => {
      const id = answerOf(2);
      return typeof id === 'number'
        ? {
            name: 'write: delete the comment',
            method: 'POST',
            path: pathOf(commentCalls.remove),
            body: { commentsType: COMMENTS_TYPE.COMMUNITY, id },
          }
        : null;
    },
  ];
}
