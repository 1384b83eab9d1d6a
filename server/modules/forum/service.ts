import type { z } from 'zod';
import { TOPIC_TAB } from '../../../contracts/forum/codes';
import { POSTING_MSG } from '../../../contracts/posting/codes';
import type { relatedQuery, Topic, topicAddBody, topicCollectBody, topicPageBody, topicUpdateBody } from '../../../contracts/forum/models';
import type { Page } from '../../../contracts/core/envelope';
import type { SessionUser } from '../../platform/auth';
import { notFound } from '../../platform/envelope';
import { authorize, isAdmin, userPolicy, type Actor } from '../../platform/policy';
import { fieldRefusal, inDictionary, newCode, ownViewer, writeLimiter, type PostingDeps } from '../../shared/posting/index';
import { waitingFieldsOf } from '../../shared/moderation/index';
import { attachUploads, detachUploads } from '../../shared/uploads/index';
import { topicPolicy } from './policies';
import { presentTopic } from './presenters';
import { verifiedBadges } from '../companies/index';
import { listLabels } from './queries/labels';
import * as q from './queries/topics';

/** What the shared uploads know a topic's photos and video by. */
const topicUploads = (id: number) => ({ type: 'topic', id });

export function createTopicService({ db, collect, moderation, limits, now = Date.now }: PostingDeps) {
  const countWrite = writeLimiter(limits, now);

  async function present(rows: q.TopicListRow[]): Promise<Topic[]> {
    const badges = await verifiedBadges(
      db,
      rows.map((r) => r.row.userId),
    );
    return rows.map((r) => presentTopic(r, badges.get(r.row.userId) ?? null));
  }

  async function page(actor: Actor, filter: q.TopicFilter, p: number, limit: number): Promise<Page<Topic>> {
    const { rows, total } = await q.pageTopics(db, filter, actor?.userId ?? null, p, limit);
    return { list: await present(rows), total };
  }

  return {
    page(actor: Actor, body: z.output<typeof topicPageBody>, p: number, limit: number) {
      const authorId = ownViewer(actor, body?.userId);
      const collectorId = ownViewer(actor, body?.collectUserId);
      // The tabs (§2): Top and Selection narrow the list; top 1 and good 1 (§7) do the same.
      const top = body?.top === 1 || body?.tab === TOPIC_TAB.TOP;
      const good = body?.good === 1 || body?.tab === TOPIC_TAB.SELECTION;
      return page(
        actor,
        {
          publicOnly: authorId === undefined,
          authorId,
          collectorId,
          checkStatus: authorId !== undefined ? body?.checkStatus : undefined,
          labelClass: body?.labelClass || undefined,
          labelCode: body?.labelCode || undefined,
          top,
          good,
          content: body?.content || undefined,
        },
        p,
        limit,
      );
    },

    /** The author's own topic by id, in any status, for the edit form (owner policy: anyone else hears 404). */
    async own(user: SessionUser, id: number): Promise<Topic> {
      const row = await q.findTopic(db, id);
      if (!row) throw notFound(POSTING_MSG.topicNotFound);
      authorize(user, 'update', topicPolicy.of(row));
      const [found] = (await q.pageTopics(db, { publicOnly: false, authorId: user.userId, id }, user.userId, 1, 1)).rows;
      if (!found) throw notFound(POSTING_MSG.topicNotFound);
      // The form edits the author's latest text: an edit waiting for review over the published one (decision 0050),
      // so a second edit builds on the first instead of replacing it with the published text.
      const waiting = found.editPending ? await waitingFieldsOf(db, q.TOPIC_SUBJECT, id) : null;
      const [shown] = await present([waiting ? { ...found, row: { ...found.row, ...q.topicFieldsOf(waiting as q.TopicFields) } } : found]);
      return shown!;
    },

    /** A favourite: the count after it is the server's (§4). A userId the body names is the caller's own (0: nobody). */
    collect(user: SessionUser, body: z.output<typeof topicCollectBody>) {
      authorize(user, 'actAs', userPolicy.of({ userId: body.userId || undefined }));
      return collect.add(user, q.TOPIC_SUBJECT, body.topicId);
    },
    uncollect(user: SessionUser, body: z.output<typeof topicCollectBody>) {
      authorize(user, 'actAs', userPolicy.of({ userId: body.userId || undefined }));
      return collect.cancel(user, q.TOPIC_SUBJECT, body.topicId);
    },

    collectPage: (user: SessionUser, query: { page: number; limit: number; searchKey?: string }) =>
      page(user, { publicOnly: true, collectorId: user.userId, content: query.searchKey || undefined }, query.page, query.limit),

    /** An approved topic for anyone (its call counts a view of it: routes.ts), or the author's own in any status; else 404. */
    async detail(actor: Actor, code: string): Promise<Topic> {
      const row = await q.topicByCode(db, code, actor?.userId ?? null);
      if (!row) throw notFound(POSTING_MSG.topicNotFound);
      authorize(actor, 'read', topicPolicy.of(row.row));
      return presentTopic(row, (await verifiedBadges(db, [row.row.userId])).get(row.row.userId) ?? null);
    },

    related: (actor: Actor, query: z.output<typeof relatedQuery>) =>
      page(
        actor,
        {
          publicOnly: true,
          labelClass: query.labelClass || undefined,
          labelCode: query.labelCode || undefined,
          excludeCode: query.code || undefined,
        },
        1,
        query.limit,
      ),

    async labels(labelClass?: string) {
      const list = await listLabels(db, labelClass || undefined);
      return { list, total: list.length };
    },

    async add(user: SessionUser, input: z.output<typeof topicAddBody>) {
      await checked(user, input);
      await countWrite(user);
      // An administrator's topic is published as 'Admin' without review (§6). Typed boolean: as isAdmin's type guard
      // the flag would narrow user to never where it is false.
      const byAdmin: boolean = isAdmin(user);
      const checkStatus = byAdmin ? 2 : await moderation.initialStatus(user.userId);
      const created = new Date(now());
      const images = input.video ? [] : input.images;
      return db.transaction(async (tx) => {
        const row = await q.insertTopic(tx, {
          code: newCode(),
          userId: user.userId,
          byAdmin,
          labelClass: input.labelClass,
          labelCode: input.labelCode ?? '',
          title: input.title,
          content: input.content,
          images,
          video: input.video ?? '',
          checkStatus,
          checkTime: checkStatus === 2 ? created : null,
          createdAt: created,
        });
        // Photos or the video must be the author's own uploads for a topic; either refusal writes nothing.
        const subject = topicUploads(row.id);
        const photos = await attachUploads(tx, { userId: user.userId, purpose: 'topic-image', urls: images, subject });
        if (!photos.ok) throw fieldRefusal('images', photos.reason);
        const video = await attachUploads(tx, {
          userId: user.userId,
          purpose: 'topic-video',
          urls: input.video ? [input.video] : [],
          subject,
        });
        if (!video.ok) throw fieldRefusal('video', video.reason);
        return row;
      });
    },

    /**
     * An author's edit (decision 0050): checked as a new topic is, then held apart, applied, or resubmitted as the
     * moderation says (an administrator's own topic is applied at once, as it was published). A held edit's media are
     * attached beside the live ones until a moderator decides.
     */
    async update(user: SessionUser, input: z.output<typeof topicUpdateBody>) {
      const row = await q.findTopic(db, input.id);
      if (!row) throw notFound(POSTING_MSG.topicNotFound);
      authorize(user, 'update', topicPolicy.of(row));
      await checked(user, input);
      await countWrite(user);
      const mode = row.byAdmin ? 'apply' : await moderation.editMode({ checkStatus: row.checkStatus, expired: false });
      const images = input.video ? [] : input.images;
      const fields = q.topicFieldsOf({ ...input, labelCode: input.labelCode ?? '', images, video: input.video ?? '' });
      const held = mode === 'hold';
      const media = {
        images: held ? [...new Set([...row.images, ...images])] : images,
        video: held ? [row.video, fields.video].filter(Boolean) : [fields.video].filter(Boolean),
      };
      await db.transaction(async (tx) => {
        const subject = topicUploads(row.id);
        const photos = await attachUploads(tx, { userId: user.userId, purpose: 'topic-image', urls: media.images, subject });
        if (!photos.ok) throw fieldRefusal('images', photos.reason);
        const video = await attachUploads(tx, { userId: user.userId, purpose: 'topic-video', urls: media.video, subject });
        if (!video.ok) throw fieldRefusal('video', video.reason);
        await moderation.recordEdit(tx, { type: q.TOPIC_SUBJECT, id: row.id, userId: user.userId }, mode, q.topicFieldsOf(row), fields);
        if (!held) await q.updateTopic(tx, row.id, fields, mode === 'resubmit');
      });
      return { id: row.id, code: row.code, checkStatus: mode === 'resubmit' ? 1 : row.checkStatus, editPending: held };
    },

    async remove(user: SessionUser, ids: number[]) {
      const unique = [...new Set(ids)];
      const rows = await q.findTopics(db, unique);
      if (rows.length !== unique.length) throw notFound(POSTING_MSG.topicNotFound);
      for (const row of rows) authorize(user, 'delete', topicPolicy.of(row));
      await db.transaction(async (tx) => {
        await collect.forget(tx, q.TOPIC_SUBJECT, unique);
        for (const id of unique) await detachUploads(tx, topicUploads(id));
        await q.deleteTopics(tx, unique);
      });
    },
  };

  /** The caller speaks for themself; the label class and label exist. */
  async function checked(user: SessionUser, input: z.output<typeof topicAddBody>) {
    authorize(user, 'actAs', userPolicy.of({ userId: input.userId || undefined }));
    if (!(await inDictionary(db, 'community_label_class', input.labelClass))) {
      throw fieldRefusal('labelClass', POSTING_MSG.selectLabelClass);
    }
    if (input.labelCode) {
      const labels = await listLabels(db, input.labelClass);
      if (!labels.some((l) => l.labelCode === input.labelCode)) {
        throw fieldRefusal('labelCode', POSTING_MSG.unknownLabel);
      }
    }
  }
}
export type TopicService = ReturnType<typeof createTopicService>;
