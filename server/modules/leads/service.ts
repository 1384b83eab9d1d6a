import type { z } from 'zod';
import { LEAD_TYPE } from '../../../contracts/leads/codes';
import { POSTING_LIMITS, POSTING_MSG } from '../../../contracts/posting/codes';
import type { Lead, leadAddBody, leadCollectBody, leadPageBody, leadUpdateBody } from '../../../contracts/leads/models';
import type { Page } from '../../../contracts/core/envelope';
import type { SessionUser } from '../../platform/auth';
import { notFound } from '../../platform/envelope';
import { authorize, userPolicy, type Actor } from '../../platform/policy';
import { fieldRefusal, inDictionary, newCode, ownViewer, writeLimiter, type PostingDeps } from '../../shared/posting/index';
import { waitingFieldsOf } from '../../shared/moderation/index';
import { attachUploads, detachUploads } from '../../shared/uploads/index';
import { findPlantLoosely, findPlantStatuses, plantKeyOf, type PlantStatus } from '../market/index';
import { plantPagePath } from '../../../contracts/market/pages';
import { leadPolicy } from './policies';
import { presentLead } from './presenters';
import * as q from './queries/leads';
import { queueForMatching } from './searches/queries';
import { teamMatesOf, verifiedBadges } from '../companies/index';

const DAY_MS = 86_400_000;
/** What the shared uploads know a post's photos by. */
const leadUploads = (id: number) => ({ type: 'lead', id });

export function createLeadService({ db, collect, moderation, limits, now = Date.now }: PostingDeps) {
  const countWrite = writeLimiter(limits, now);

  async function present(rows: q.LeadListRow[]): Promise<Lead[]> {
    const keys = rows
      .filter((r) => r.row.plantNo && r.row.plantCountryCode)
      .map((r) => ({ accessType: r.row.accessType, countryCode: r.row.plantCountryCode!, plantNo: r.row.plantNo! }));
    const [plants, badges] = await Promise.all([
      findPlantStatuses(db, keys),
      verifiedBadges(
        db,
        rows.map((r) => r.row.userId),
      ),
    ]);
    const at = new Date(now());
    return rows.map((r) =>
      presentLead(
        r,
        r.row.plantNo
          ? plants.get(plantKeyOf({ accessType: r.row.accessType, countryCode: r.row.plantCountryCode ?? '', plantNo: r.row.plantNo }))
          : undefined,
        at,
        badges.get(r.row.userId) ?? null,
      ),
    );
  }

  async function page(actor: Actor, filter: q.LeadFilter, p: number, limit: number): Promise<Page<Lead>> {
    const { rows, total } = await q.pageLeads(db, filter, actor?.userId ?? null, p, limit, new Date(now()));
    return { list: await present(rows), total };
  }

  return {
    /** The author's own post by id, in any status, for the edit form (owner policy: anyone else hears 404). */
    async own(user: SessionUser, id: number): Promise<Lead> {
      const row = await q.findLead(db, id);
      if (!row) throw notFound(POSTING_MSG.leadNotFound);
      authorize(user, 'update', leadPolicy.of(row));
      const [found] = (await q.pageLeads(db, { publicOnly: false, authorId: user.userId, id }, user.userId, 1, 1, new Date(now()))).rows;
      if (!found) throw notFound(POSTING_MSG.leadNotFound);
      // The form edits the author's latest text: an edit waiting for review over the published one (decision 0050),
      // so a second edit builds on the first instead of replacing it with the published text.
      const waiting = found.editPending ? await waitingFieldsOf(db, q.LEAD_SUBJECT, id) : null;
      const [shown] = await present([waiting ? { ...found, row: { ...found.row, ...q.leadFieldsOf(waiting as q.LeadFields) } } : found]);
      return shown!;
    },

    /** The posts of the caller's company team in every status (decision 0054); none outside a team. */
    async company(user: SessionUser, p: number, limit: number): Promise<Page<Lead>> {
      const authorIds = await teamMatesOf(db, user.userId);
      if (!authorIds.length) return { list: [], total: 0 };
      return page(user, { publicOnly: false, authorIds }, p, limit);
    },

    page(actor: Actor, body: z.output<typeof leadPageBody>, p: number, limit: number) {
      const authorId = ownViewer(actor, body?.userId);
      const collectorId = ownViewer(actor, body?.collectUserId);
      return page(
        actor,
        {
          ...q.boardFilterOf(body ?? {}),
          publicOnly: authorId === undefined,
          authorId,
          collectorId,
          checkStatus: authorId !== undefined ? body?.checkStatus : undefined,
        },
        p,
        limit,
      );
    },

    /** A favourite: the count after it is the server's (§4). A userId the body names is the caller's own (0: nobody). */
    collect(user: SessionUser, body: z.output<typeof leadCollectBody>) {
      authorize(user, 'actAs', userPolicy.of({ userId: body.userId || undefined }));
      return collect.add(user, q.LEAD_SUBJECT, body.supplyDemandId);
    },
    uncollect(user: SessionUser, body: z.output<typeof leadCollectBody>) {
      authorize(user, 'actAs', userPolicy.of({ userId: body.userId || undefined }));
      return collect.cancel(user, q.LEAD_SUBJECT, body.supplyDemandId);
    },

    /** The home page's B2B block: the newest live posts of each type, as the board shows them to a visitor. */
    async homepage(size: number) {
      const newest = (type: number) => page(null, { publicOnly: true, type }, 1, size).then((p) => p.list);
      const [supply, demand] = await Promise.all([newest(LEAD_TYPE.SUPPLY), newest(LEAD_TYPE.DEMAND)]);
      return { supply, demand };
    },

    collectPage: (user: SessionUser, query: { page: number; limit: number; searchKey?: string }) =>
      page(user, { publicOnly: true, collectorId: user.userId, searchKey: query.searchKey || undefined }, query.page, query.limit),

    async add(user: SessionUser, input: z.output<typeof leadAddBody>) {
      const plant = await checked(input);
      await countWrite(user);
      const checkStatus = await moderation.initialStatus(user.userId);
      const created = new Date(now());
      // The post and its photos are written together: a photo that is not the author's own upload refuses both.
      return db.transaction(async (tx) => {
        const row = await q.insertLead(tx, {
          code: newCode(),
          type: input.type,
          accessType: input.accessType,
          goodsType: input.goodsType,
          userId: user.userId,
          content: input.content,
          images: input.images,
          checkStatus,
          checkTime: checkStatus === 2 ? created : null,
          plantNo: plant?.plantNo ?? null,
          plantCountryCode: plant?.countryCode ?? null,
          ...q.offerOf(input),
          expiresAt: new Date(created.getTime() + POSTING_LIMITS.leadLifeDays * DAY_MS),
          createdAt: created,
        });
        const attached = await attachUploads(tx, {
          userId: user.userId,
          purpose: 'lead-image',
          urls: input.images,
          subject: leadUploads(row.id),
        });
        if (!attached.ok) throw fieldRefusal('images', attached.reason);
        if (checkStatus === 2) await queueForMatching(tx, row.id);
        return row;
      });
    },

    /**
     * An author's edit (decision 0050): checked as a new post is, then held apart, applied, or resubmitted as the
     * moderation says. A held edit's photos are attached beside the live ones until a moderator decides.
     */
    async update(user: SessionUser, input: z.output<typeof leadUpdateBody>) {
      const row = await q.findLead(db, input.id);
      if (!row) throw notFound(POSTING_MSG.leadNotFound);
      authorize(user, 'update', leadPolicy.of(row));
      const plant = await checked(input);
      await countWrite(user);
      const at = now();
      const mode = await moderation.editMode({ checkStatus: row.checkStatus, expired: row.expiresAt.getTime() <= at });
      const fields = q.leadFieldsOf({ ...input, plantNo: plant?.plantNo ?? null, plantCountryCode: plant?.countryCode ?? null });
      const images = mode === 'hold' ? [...new Set([...row.images, ...input.images])] : input.images;
      await db.transaction(async (tx) => {
        const attached = await attachUploads(tx, {
          userId: user.userId,
          purpose: 'lead-image',
          urls: images,
          subject: leadUploads(row.id),
        });
        if (!attached.ok) throw fieldRefusal('images', attached.reason);
        await moderation.recordEdit(tx, { type: q.LEAD_SUBJECT, id: row.id, userId: user.userId }, mode, q.leadFieldsOf(row), fields);
        if (mode === 'hold') return;
        const resubmit = mode === 'resubmit' ? { expiresAt: new Date(at + POSTING_LIMITS.leadLifeDays * DAY_MS) } : undefined;
        await q.updateLead(tx, row, fields, resubmit);
        if (mode === 'apply' && row.checkStatus === 2) await queueForMatching(tx, row.id);
      });
      const checkStatus = mode === 'resubmit' ? 1 : row.checkStatus;
      return { id: row.id, code: row.code, checkStatus, editPending: mode === 'hold' };
    },

    /** All or nothing: one id that is not the caller's answers 404 and deletes none. */
    async remove(user: SessionUser, ids: number[]) {
      const unique = [...new Set(ids)];
      const rows = await q.findLeads(db, unique);
      if (rows.length !== unique.length) throw notFound(POSTING_MSG.leadNotFound);
      for (const row of rows) authorize(user, 'delete', leadPolicy.of(row));
      await db.transaction(async (tx) => {
        await collect.forget(tx, q.LEAD_SUBJECT, unique);
        for (const id of unique) await detachUploads(tx, leadUploads(id));
        await q.deleteLeads(tx, unique);
      });
    },

    async renew(user: SessionUser, id: number) {
      const row = await q.findLead(db, id);
      if (!row) throw notFound(POSTING_MSG.leadNotFound);
      authorize(user, 'renew', leadPolicy.of(row));
      const expiresAt = new Date(now() + POSTING_LIMITS.leadLifeDays * DAY_MS);
      await q.renewLead(db, id, expiresAt);
      return { expiresAt: expiresAt.toISOString() };
    },
  };

  /** A post's product must be in its product type's dictionary and its plant in the market data; answers the plant. */
  async function checked(input: z.output<typeof leadAddBody>) {
    const dicCode = input.accessType === '201' ? 'goods_type' : 'products_approval';
    if (!(await inDictionary(db, dicCode, input.goodsType))) {
      throw fieldRefusal('goodsType', POSTING_MSG.unknownGoodsType);
    }
    return plantOf(input);
  }

  async function plantOf(input: z.output<typeof leadAddBody>) {
    if (!input.plantNo) return null;
    if (input.type !== LEAD_TYPE.SUPPLY) throw fieldRefusal('plantNo', POSTING_MSG.plantOnlySupply);
    // The Reg.No. as the market search matches it ('ec 604' finds EC-604); the post keeps the plant's own spelling.
    const found = await findPlantLoosely(db, {
      accessType: input.accessType,
      countryCode: input.plantCountryCode ?? '',
      plantNo: input.plantNo,
    });
    if (!found) throw fieldRefusal('plantNo', POSTING_MSG.plantNotFound);
    const { accessType, countryCode, plantNo, plantName, status } = found;
    return { accessType, countryCode, plantNo, plantName, status, link: plantPagePath(found) } satisfies PlantStatus;
  }
}
export type LeadService = ReturnType<typeof createLeadService>;
