import type { Page } from '../../../contracts/core/envelope';
import { NEWS_MSG, NEWS_STATE, SOURCE_OF_KIND, type NewsKind } from '../../../contracts/news/codes';
import type { CustomsUpdateForm, NewsItemForm } from '../../../contracts/news/inputs';
import type { AdminCustomsUpdate, AdminNewsItem } from '../../../contracts/news/models';
import type { NoticeChange } from '../../../contracts/news/notices';
import type { Db, Executor } from '../../db/client';
import { conflict, fieldRefusal, notFound } from '../../platform/envelope';
import { applyNoticeChanges, NoticeRefused } from '../market/index';
import { authorize, type Actor } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../../shared/audit/index';
import { sanitizeArticleHtml, textOfHtml } from '../../shared/html/index';
import { adminCustomsOf, adminItemOf } from './presenters';
import { newsDeskPolicy } from './policies';
import * as customs from './queries/customs';
import * as items from './queries/items';
import { searchTextOf } from './queries/search';
import * as writes from './queries/writes';

export interface AdminListQuery {
  page: number;
  limit: number;
  state?: string;
  keyword?: string;
}

type StateChange = 'publish' | 'unpublish';

/** What the audit log keeps of an item: everything an admin write may change. */
const auditedItem = (item: AdminNewsItem) => {
  const { views: _views, commentsCount: _comments, summary: _summary, ...kept } = item;
  return kept;
};
const auditedCustoms = (update: AdminCustomsUpdate) => {
  const { views: _views, summary: _summary, ...kept } = update;
  return kept;
};

/** The form as stored: the body sanitised, the search text derived from it. */
function itemValues(form: NewsItemForm) {
  const content = sanitizeArticleHtml(form.content);
  const zhContent = sanitizeArticleHtml(form.zhContent);
  return {
    contentTitle: form.contentTitle,
    enContentTitle: form.enContentTitle,
    content,
    zhContent,
    contentKeyword: form.contentKeyword,
    countryCode: form.countryCode,
    accessType: form.accessType,
    companyTags: [...new Set(form.companyTags)],
    plantNos: [...new Set(form.plantNos)],
    sourceDate: form.sourceDate,
    contentDate: form.contentDate ?? form.sourceDate,
    searchText: searchTextOf(form.contentTitle, form.enContentTitle, form.contentKeyword, textOfHtml(content), textOfHtml(zhContent)),
  };
}

function customsValues(form: CustomsUpdateForm) {
  const contentEng = sanitizeArticleHtml(form.contentEng);
  const zhContent = sanitizeArticleHtml(form.zhContent);
  return {
    infoCode: form.infoCode,
    contentTitle: form.contentTitle,
    enTitle: form.enTitle,
    contentEng,
    zhContent,
    countryCodes: [...new Set(form.countryCodes)],
    accessType: form.accessType,
    enInfoTime: form.enInfoTime,
    changes: form.changes,
    searchText: searchTextOf(form.contentTitle, form.enTitle, form.infoCode, textOfHtml(contentEng), textOfHtml(zhContent)),
  };
}

const stateValues = (change: StateChange, publishedAt: Date | null, now: Date) =>
  change === 'publish'
    ? { state: NEWS_STATE.PUBLISHED, publishedAt: publishedAt ?? now, updatedAt: now }
    : { state: NEWS_STATE.DRAFT, updatedAt: now };

/**
 * The news desk of the admin shell: drafts and published items of every kind. Each write runs in one
 * transaction with its audit entry (before and after), and the body is sanitised before it is stored.
 */
/** The stated changes as compared: an applied update's may not change. */
const sameChanges = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies what a customs update states it changes (docs/news.md 'Notices as events') in the caller's transaction,
 * or refuses the write with the first change the market data contradicts.
 */
async function applyStated(tx: Executor, row: customs.CustomsRow, now: Date) {
  try {
    const applied = await applyNoticeChanges(tx, { id: row.id, infoCode: row.infoCode }, row.changes as NoticeChange[]);
    await writes.updateCustomsUpdate(tx, row.id, { applied, appliedAt: now });
    return applied;
  } catch (err) {
    if (err instanceof NoticeRefused) throw fieldRefusal('changes', err.message);
    throw err;
  }
}

/**
 * `marketChanged` runs after a publication that applied changes has committed: the watchlist looks for the new
 * history and ban rows at once (the call's own pipeline drops the cached pages, as every admin write does).
 */
export function createNewsAdminService(db: Db, marketChanged: () => Promise<unknown> = async () => undefined) {
  const transaction = <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work);

  async function itemOr404(tx: Executor, kind: NewsKind, id: number) {
    const row = await items.findItem(tx, id, SOURCE_OF_KIND[kind], false);
    if (!row) throw notFound(NEWS_MSG.adminNotFound);
    return row;
  }
  async function customsOr404(tx: Executor, id: number) {
    const row = await customs.findCustomsUpdate(tx, id, false);
    if (!row) throw notFound(NEWS_MSG.adminNotFound);
    return row;
  }
  const audit = (tx: Executor, actor: AuditActor, action: string, subjectType: string, id: number, before: unknown, after: unknown) =>
    recordAudit(tx, actor, { action, subjectType, subjectId: id, before, after });

  return {
    async items(kind: NewsKind, q: AdminListQuery, actor: Actor): Promise<Page<AdminNewsItem>> {
      authorize(actor, 'read', newsDeskPolicy.of(null));
      const filter = {
        newsSource: SOURCE_OF_KIND[kind],
        state: q.state || undefined,
        keyword: q.keyword || undefined,
        publishedOnly: false,
      };
      const { rows, total } = await items.pageItems(db, filter, q.page, q.limit, 'full');
      return { list: rows.map(adminItemOf), total };
    },
    item: async (kind: NewsKind, id: number, actor: Actor) => {
      authorize(actor, 'read', newsDeskPolicy.of(null));
      return adminItemOf(await itemOr404(db, kind, id));
    },

    createItem: async (kind: NewsKind, form: NewsItemForm, actor: AuditActor) => {
      authorize(actor, 'edit', newsDeskPolicy.of(null));
      return transaction(async (tx) => {
        const id = await writes.insertItem(tx, { ...itemValues(form), newsSource: SOURCE_OF_KIND[kind], state: NEWS_STATE.DRAFT });
        const after = adminItemOf(await itemOr404(tx, kind, id));
        await audit(tx, actor, 'news.create', kind, id, null, auditedItem(after));
        return after;
      });
    },

    updateItem: async (kind: NewsKind, id: number, form: NewsItemForm, actor: AuditActor) => {
      authorize(actor, 'edit', newsDeskPolicy.of(null));
      return transaction(async (tx) => {
        const before = adminItemOf(await itemOr404(tx, kind, id));
        await writes.updateItem(tx, id, { ...itemValues(form), updatedAt: new Date() });
        const after = adminItemOf(await itemOr404(tx, kind, id));
        await audit(tx, actor, 'news.update', kind, id, auditedItem(before), auditedItem(after));
        return after;
      });
    },

    changeItemState: async (kind: NewsKind, id: number, change: StateChange, actor: AuditActor) => {
      authorize(actor, 'edit', newsDeskPolicy.of(null));
      return transaction(async (tx) => {
        const row = await itemOr404(tx, kind, id);
        await writes.updateItem(tx, id, stateValues(change, row.publishedAt, new Date()));
        const after = adminItemOf(await itemOr404(tx, kind, id));
        await audit(tx, actor, `news.${change}`, kind, id, { state: row.state }, { state: after.state, publishedAt: after.publishedAt });
        return after;
      });
    },

    deleteItem: async (kind: NewsKind, id: number, actor: AuditActor) => {
      authorize(actor, 'edit', newsDeskPolicy.of(null));
      return transaction(async (tx) => {
        const before = adminItemOf(await itemOr404(tx, kind, id));
        await writes.deleteItem(tx, id);
        await audit(tx, actor, 'news.delete', kind, id, auditedItem(before), null);
        return before;
      });
    },

    async customsUpdates(q: AdminListQuery, actor: Actor): Promise<Page<AdminCustomsUpdate>> {
      authorize(actor, 'read', newsDeskPolicy.of(null));
      const filter = { state: q.state || undefined, keyword: q.keyword || undefined, publishedOnly: false };
      const { rows, total } = await customs.pageCustomsUpdates(db, filter, q.page, q.limit);
      return { list: rows.map(adminCustomsOf), total };
    },
    customsUpdate: async (id: number, actor: Actor) => {
      authorize(actor, 'read', newsDeskPolicy.of(null));
      return adminCustomsOf(await customsOr404(db, id));
    },

    createCustomsUpdate: async (form: CustomsUpdateForm, actor: AuditActor) => {
      authorize(actor, 'edit', newsDeskPolicy.of(null));
      return transaction(async (tx) => {
        if (await writes.infoCodeTaken(tx, form.infoCode)) throw conflict(NEWS_MSG.infoCodeTaken);
        const id = await writes.insertCustomsUpdate(tx, { ...customsValues(form), state: NEWS_STATE.DRAFT });
        const after = adminCustomsOf(await customsOr404(tx, id));
        await audit(tx, actor, 'news.create', 'customs-updates', id, null, auditedCustoms(after));
        return after;
      });
    },

    updateCustomsUpdate: async (id: number, form: CustomsUpdateForm, actor: AuditActor) => {
      authorize(actor, 'edit', newsDeskPolicy.of(null));
      return transaction(async (tx) => {
        const before = adminCustomsOf(await customsOr404(tx, id));
        if (await writes.infoCodeTaken(tx, form.infoCode, id)) throw conflict(NEWS_MSG.infoCodeTaken);
        if (before.appliedAt && !sameChanges(before.changes, form.changes)) throw fieldRefusal('changes', NEWS_MSG.noticeApplied);
        await writes.updateCustomsUpdate(tx, id, { ...customsValues(form), updatedAt: new Date() });
        const after = adminCustomsOf(await customsOr404(tx, id));
        await audit(tx, actor, 'news.update', 'customs-updates', id, auditedCustoms(before), auditedCustoms(after));
        return after;
      });
    },

    changeCustomsState: async (id: number, change: StateChange, actor: AuditActor) => {
      authorize(actor, 'edit', newsDeskPolicy.of(null));
      let applied = false;
      const after = await transaction(async (tx) => {
        const row = await customsOr404(tx, id);
        const now = new Date();
        // The first publication applies what the update states; a later one (after unpublishing) does not again.
        applied = change === 'publish' && !row.appliedAt && row.changes.length > 0;
        if (applied) await applyStated(tx, row, now);
        await writes.updateCustomsUpdate(tx, id, stateValues(change, row.publishedAt, now));
        const updated = adminCustomsOf(await customsOr404(tx, id));
        await audit(
          tx,
          actor,
          `news.${change}`,
          'customs-updates',
          id,
          { state: row.state },
          { state: updated.state, publishedAt: updated.publishedAt, ...(applied ? { applied: updated.applied } : {}) },
        );
        return updated;
      });
      // After the commit: a failure to wake the watchlist loses nothing, its next scan finds the rows.
      if (applied) await marketChanged().catch(() => undefined);
      return after;
    },

    deleteCustomsUpdate: async (id: number, actor: AuditActor) => {
      authorize(actor, 'edit', newsDeskPolicy.of(null));
      return transaction(async (tx) => {
        const before = adminCustomsOf(await customsOr404(tx, id));
        if (before.appliedAt) throw conflict(NEWS_MSG.noticeAppliedDelete);
        await writes.deleteCustomsUpdate(tx, id);
        await audit(tx, actor, 'news.delete', 'customs-updates', id, auditedCustoms(before), null);
        return before;
      });
    },
  };
}
export type NewsAdminService = ReturnType<typeof createNewsAdminService>;
