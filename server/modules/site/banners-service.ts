import type { Page } from '../../../contracts/core/envelope';
import { isoTime } from '../../../contracts/core/dates';
import { BANNER_MSG, type BannerPosition } from '../../../contracts/site/codes';
import type { AdminBanner, Banner, BannerForm } from '../../../contracts/site/banners';
import type { Db, Executor } from '../../db/client';
import { badRequest, notFound } from '../../platform/envelope';
import { recordAudit, type AuditActor } from '../../shared/audit/index';
import { authorize, type Actor } from '../../platform/policy';
import { bannerPolicy } from './policies';
import * as queries from './banner-queries';

const bannerOf = (row: queries.BannerRow): Banner => ({
  id: row.id,
  appId: row.appId,
  showPosition: row.showPosition as BannerPosition,
  title: row.title,
  image: row.image,
  link: row.link,
  sort: row.sort,
});
const adminBannerOf = (row: queries.BannerRow): AdminBanner => ({
  ...bannerOf(row),
  startsAt: isoTime(row.startsAt),
  endsAt: isoTime(row.endsAt),
  enabled: row.enabled,
});
const valuesOf = (form: BannerForm): queries.BannerValues => ({
  ...form,
  startsAt: form.startsAt ? new Date(form.startsAt) : null,
  endsAt: form.endsAt ? new Date(form.endsAt) : null,
});

/** Banners (§7 'banner listByPosition') and the admin shell's writes on them, each audited in its transaction. */
export function createBanners(db: Db, now: () => Date = () => new Date()) {
  async function bannerOrNotFound(tx: Executor, id: number) {
    const row = await queries.findBanner(tx, id);
    if (!row) throw notFound(BANNER_MSG.notFound);
    return row;
  }

  return {
    async listByPosition(appId: string, positions: readonly BannerPosition[]): Promise<Page<Banner>> {
      const list = (await queries.listShown(db, appId, positions, now())).map(bannerOf);
      return { list, total: list.length };
    },

    async all(actor: Actor): Promise<Page<AdminBanner>> {
      authorize(actor, 'read', bannerPolicy.of(null));
      const list = (await queries.listAll(db)).map(adminBannerOf);
      return { list, total: list.length };
    },

    /** A new banner goes at the end of its position. */
    add: async (form: BannerForm, actor: AuditActor) => {
      authorize(actor, 'edit', bannerPolicy.of(null));
      return db.transaction(async (tx) => {
        const last = (await queries.listAll(tx, form.showPosition)).at(-1);
        const after = adminBannerOf(await queries.insertBanner(tx, { ...valuesOf(form), sort: (last?.sort ?? 0) + 10 }));
        await recordAudit(tx, actor, { action: 'banner.add', subjectType: 'banner', subjectId: after.id, before: null, after });
        return after;
      });
    },

    update: async (id: number, form: BannerForm, actor: AuditActor) => {
      authorize(actor, 'edit', bannerPolicy.of(null));
      return db.transaction(async (tx) => {
        const before = adminBannerOf(await bannerOrNotFound(tx, id));
        const after = adminBannerOf((await queries.updateBanner(tx, id, valuesOf(form)))!);
        await recordAudit(tx, actor, { action: 'banner.update', subjectType: 'banner', subjectId: id, before, after });
        return after;
      });
    },

    remove: async (id: number, actor: AuditActor) => {
      authorize(actor, 'edit', bannerPolicy.of(null));
      return db.transaction(async (tx) => {
        const before = adminBannerOf(await bannerOrNotFound(tx, id));
        await queries.deleteBanner(tx, id);
        await recordAudit(tx, actor, { action: 'banner.delete', subjectType: 'banner', subjectId: id, before, after: null });
        return null;
      });
    },

    /** The banners of one position in the order given: sort becomes 10, 20, 30... */
    sort: async (showPosition: BannerPosition, ids: number[], actor: AuditActor): Promise<Page<AdminBanner>> => {
      authorize(actor, 'edit', bannerPolicy.of(null));
      return db.transaction(async (tx) => {
        const before = await queries.listAll(tx, showPosition);
        const known = new Set(before.map((b) => b.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw badRequest(`Invalid ids: ${BANNER_MSG.sortMustListAll}`, [{ field: 'ids', message: BANNER_MSG.sortMustListAll }]);
        }
        for (const [i, id] of ids.entries()) await queries.updateBanner(tx, id, { sort: (i + 1) * 10 });
        const after = (await queries.listAll(tx, showPosition)).map(adminBannerOf);
        const order = (rows: { id: number; sort: number }[]) => rows.map(({ id, sort }) => ({ id, sort }));
        await recordAudit(tx, actor, {
          action: 'banner.sort',
          subjectType: 'banner',
          subjectId: showPosition,
          before: order(before),
          after: order(after),
        });
        return { list: after, total: after.length };
      });
    },
  };
}

export type Banners = ReturnType<typeof createBanners>;
