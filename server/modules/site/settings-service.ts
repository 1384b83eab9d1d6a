import type { AdminAgreement, AdminLink, LinkForm, NoticeForm, SiteInfoForm } from '../../../contracts/admin/models';
import { ADMIN_MSG } from '../../../contracts/admin/codes';
import type { AgreementType, NoticeCode } from '../../../contracts/site/codes';
import { NOTICE_CODES, siteMessages } from '../../../contracts/site/codes';
import type { NoticeEntry } from '../../../contracts/site/models';
import type { Page } from '../../../contracts/core/envelope';
import type { Db, Executor } from '../../db/client';
import { badRequest, notFound } from '../../platform/envelope';
import { authorize, type Actor } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../../shared/audit/index';
import * as queries from './settings-queries';
import { siteSettingsPolicy } from './policies';
import { sanitizeArticleHtml } from '../../shared/html/index';

const siteInfoOf = ({ id: _id, updatedAt: _updatedAt, ...fields }: queries.SiteInfoRow) => fields;
const linkOf = (row: queries.LinkRow): AdminLink => row;
const agreementOf = (row: queries.AgreementRow): AdminAgreement => ({
  id: row.id,
  appId: row.appId,
  agreementType: row.agreementType as AgreementType,
  name: row.name,
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});
const noticeFields: Record<keyof NoticeForm, NoticeCode> = { rollMessage: 'ROLL_MESSAGE', redirectUrl: 'REDIRECT_URL' };
const noticeList = (values: Map<string, string>): Page<NoticeEntry> => {
  const list = NOTICE_CODES.map((code) => ({ code, value: values.get(code) ?? '' }));
  return { list, total: list.length };
};

/**
 * The administrator's side of the site's settings: each write runs in one transaction with its audit
 * entry, then `changed` empties the site's reference cache so the next read shows it.
 */
export function createSiteSettings(db: Db, changed: () => void) {
  /** Runs a write and its audit entry together; the cache is emptied once it has committed. */
  async function write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction((tx) => work(tx));
    changed();
    return result;
  }

  return {
    async siteInfo(actor: Actor) {
      authorize(actor, 'read', siteSettingsPolicy.of(null));
      const row = await queries.findSiteInfoRow(db);
      if (!row) throw notFound(siteMessages.texts.en.siteNotSetUp);
      return siteInfoOf(row);
    },

    saveSiteInfo: async (form: SiteInfoForm, actor: AuditActor) => {
      authorize(actor, 'edit', siteSettingsPolicy.of(null));
      return write(async (tx) => {
        const before = await queries.findSiteInfoRow(tx);
        const after = siteInfoOf(await queries.saveSiteInfo(tx, form));
        await recordAudit(tx, actor, {
          action: 'siteInfo.update',
          subjectType: 'siteInfo',
          subjectId: 1,
          before: before && siteInfoOf(before),
          after,
        });
        return after;
      });
    },

    async links(actor: Actor): Promise<Page<AdminLink>> {
      authorize(actor, 'read', siteSettingsPolicy.of(null));
      const list = (await queries.listAllLinks(db)).map(linkOf);
      return { list, total: list.length };
    },

    addLink: async (form: LinkForm, actor: AuditActor) => {
      authorize(actor, 'edit', siteSettingsPolicy.of(null));
      return write(async (tx) => {
        const after = linkOf(await queries.insertLink(tx, form));
        await recordAudit(tx, actor, { action: 'link.add', subjectType: 'friendlyLink', subjectId: after.id, before: null, after });
        return after;
      });
    },

    updateLink: async (id: number, form: LinkForm, actor: AuditActor) => {
      authorize(actor, 'edit', siteSettingsPolicy.of(null));
      return write(async (tx) => {
        const before = await queries.findLink(tx, id);
        const after = before && (await queries.updateLink(tx, id, form));
        if (!before || !after) throw notFound(ADMIN_MSG.linkNotFound);
        await recordAudit(tx, actor, { action: 'link.update', subjectType: 'friendlyLink', subjectId: id, before, after });
        return linkOf(after);
      });
    },

    deleteLink: async (id: number, actor: AuditActor) => {
      authorize(actor, 'edit', siteSettingsPolicy.of(null));
      return write(async (tx) => {
        const before = await queries.findLink(tx, id);
        if (!before) throw notFound(ADMIN_MSG.linkNotFound);
        await queries.deleteLink(tx, id);
        await recordAudit(tx, actor, { action: 'link.delete', subjectType: 'friendlyLink', subjectId: id, before, after: null });
        return null;
      });
    },

    /** The links in the order given: sort becomes 10, 20, 30... so one can later be put between two. */
    sortLinks: async (ids: number[], actor: AuditActor) => {
      authorize(actor, 'edit', siteSettingsPolicy.of(null));
      return write(async (tx) => {
        const links = await queries.listAllLinks(tx);
        const known = new Set(links.map((l) => l.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw badRequest(`Invalid ids: ${ADMIN_MSG.sortMustListAll}`, [{ field: 'ids', message: ADMIN_MSG.sortMustListAll }]);
        }
        for (const [i, id] of ids.entries()) await queries.setLinkSort(tx, id, (i + 1) * 10);
        const after = (await queries.listAllLinks(tx)).map(linkOf);
        const order = (rows: AdminLink[]) => rows.map(({ id, sort }) => ({ id, sort }));
        await recordAudit(tx, actor, {
          action: 'link.sort',
          subjectType: 'friendlyLink',
          subjectId: 'all',
          before: order(links),
          after: order(after),
        });
        return { list: after, total: after.length };
      });
    },

    async agreements(actor: Actor): Promise<Page<AdminAgreement>> {
      authorize(actor, 'read', siteSettingsPolicy.of(null));
      const list = (await queries.listAllAgreements(db)).map(agreementOf);
      return { list, total: list.length };
    },

    updateAgreement: async (id: number, form: { name: string; content: string }, actor: AuditActor) => {
      authorize(actor, 'edit', siteSettingsPolicy.of(null));
      return write(async (tx) => {
        const before = await queries.findAgreement(tx, id);
        const after = before && (await queries.updateAgreement(tx, id, { ...form, content: sanitizeArticleHtml(form.content) }));
        if (!before || !after) throw notFound(ADMIN_MSG.agreementNotFound);
        const audited = (row: queries.AgreementRow) => ({ name: row.name, content: row.content });
        await recordAudit(tx, actor, {
          action: 'agreement.update',
          subjectType: 'agreement',
          subjectId: id,
          before: audited(before),
          after: audited(after),
        });
        return agreementOf(after);
      });
    },

    async notice(actor: Actor): Promise<Page<NoticeEntry>> {
      authorize(actor, 'read', siteSettingsPolicy.of(null));
      return noticeList(await queries.noticeValues(db, NOTICE_CODES));
    },

    saveNotice: async (form: NoticeForm, actor: AuditActor) => {
      authorize(actor, 'edit', siteSettingsPolicy.of(null));
      return write(async (tx) => {
        const before = await queries.noticeValues(tx, NOTICE_CODES);
        for (const [field, code] of Object.entries(noticeFields) as [keyof NoticeForm, NoticeCode][]) {
          await queries.saveNoticeValue(tx, code, form[field]);
        }
        const after = await queries.noticeValues(tx, NOTICE_CODES);
        const audited = (values: Map<string, string>) => Object.fromEntries(NOTICE_CODES.map((code) => [code, values.get(code) ?? '']));
        await recordAudit(tx, actor, {
          action: 'notice.update',
          subjectType: 'noticeConfig',
          subjectId: 'notice',
          before: audited(before),
          after: audited(after),
        });
        return noticeList(after);
      });
    },
  };
}

export type SiteSettings = ReturnType<typeof createSiteSettings>;
