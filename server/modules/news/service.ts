import type { Lang } from '../../../contracts/core/codes';
import type { Page } from '../../../contracts/core/envelope';
import { nameInLang } from '../../../contracts/core/languages';
import { NEWS_MSG, NEWS_PAGE_SIZE, NEWS_SOURCE } from '../../../contracts/news/codes';
import type { CustomsUpdateDetail, CustomsUpdateRow, NewsDetail, NewsRow, RollMessageEntry } from '../../../contracts/news/models';
import { customsUpdatePath, factoryNewsPath, marketNewsPath, NEWS_PAGES } from '../../../contracts/news/pages';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/envelope';
import { findNamedPlants, plantKeyOf } from '../market/index';
import { authorize, type Actor } from '../../platform/policy';
import { customsDetailOf, customsRowOf, newsDetailOf, newsRowOf } from './presenters';
import { newsItemPolicy } from './policies';
import * as customs from './queries/customs';
import * as items from './queries/items';

/** Every public read names the language its answer is in (the body's lang, else the lang header, else en_us). */
interface InLang {
  lang: Lang;
}

export interface MarketNewsQuery extends InLang {
  page: number;
  limit: number;
  accessType?: string;
  countryCode?: string;
  keywords?: string;
  id?: number;
}
export interface FactoryNewsQuery extends InLang {
  page: number;
  limit: number;
  accessType?: string;
  countryCode?: string;
  contentKey?: string;
  companyTags?: string[];
}
export interface CustomsQuery extends InLang {
  page: number;
  limit: number;
  accessType?: string;
  area?: string[];
  content?: string;
}

const pageOf = <R, T>(rows: R[], total: number, shape: (row: R) => T): Page<T> => ({ list: rows.map(shape), total });
const listOfTags = (tags: string | string[] | undefined) => (tags === undefined ? undefined : Array.isArray(tags) ? tags : [tags]);

/** The detail pages a linkSubmit path may name, and the source each reads. */
const DETAIL_PAGES: Record<string, number | 'customs'> = {
  [`${NEWS_PAGES.marketNews}/detail`]: NEWS_SOURCE.MARKET,
  [`${NEWS_PAGES.factoryNews}/detail`]: NEWS_SOURCE.FACTORY,
  [`${NEWS_PAGES.supervision}/detail`]: 'customs',
};

/** §7 'News' for everyone: published items only; a detail read counts a view where its call is registered (routes.ts). */
export function createNewsService(db: Db, publicUrl: string) {
  async function detail(id: number, newsSource: number, lang: Lang): Promise<NewsDetail> {
    const row = await items.findItem(db, id, newsSource, true);
    if (!row) throw notFound(NEWS_MSG.notFound);
    // The plants it names, as links to their pages and their companies' pages, with their status today.
    const keys = row.plantNos.map((plantNo) => ({ plantNo, accessType: row.accessType, countryCode: row.countryCode }));
    const found = await findNamedPlants(db, keys);
    const plants = keys.flatMap((k) => found.get(plantKeyOf(k)) ?? []);
    return newsDetailOf(row, lang, plants);
  }

  return {
    /** Market news; with id, the recommendations beside that item (its country first, the item itself left out). */
    async marketNews(q: MarketNewsQuery): Promise<Page<NewsRow>> {
      const shape = (row: items.ItemRow) => newsRowOf(row, q.lang);
      const filter = { newsSource: NEWS_SOURCE.MARKET, accessType: q.accessType || undefined, publishedOnly: true };
      if (q.id !== undefined) {
        const preferCountry = q.countryCode || (await items.findItem(db, q.id, NEWS_SOURCE.MARKET, true))?.countryCode;
        const rows = await items.itemsBeside(db, { ...filter, excludeId: q.id, preferCountry }, q.limit);
        return pageOf(rows, rows.length, shape);
      }
      const { rows, total } = await items.pageItems(
        db,
        { ...filter, countryCode: q.countryCode || undefined, keyword: q.keywords || undefined },
        q.page,
        q.limit,
      );
      return pageOf(rows, total, shape);
    },

    async factoryNews(q: FactoryNewsQuery): Promise<Page<NewsRow>> {
      const { rows, total } = await items.pageItems(
        db,
        {
          newsSource: NEWS_SOURCE.FACTORY,
          accessType: q.accessType || undefined,
          countryCode: q.countryCode || undefined,
          keyword: q.contentKey || undefined,
          companyTags: q.companyTags,
          publishedOnly: true,
        },
        q.page,
        q.limit,
      );
      return pageOf(rows, total, (row) => newsRowOf(row, q.lang));
    },

    /** Other factory news about the item's companies (or those given), then of its country, then the newest. */
    async relatedFactoryNews(q: {
      id: number;
      limit: number;
      lang: Lang;
      accessType?: string;
      companyTags?: string | string[];
    }): Promise<Page<NewsRow>> {
      const item = await items.findItem(db, q.id, NEWS_SOURCE.FACTORY, true);
      if (!item) throw notFound(NEWS_MSG.notFound);
      const rows = await items.itemsBeside(
        db,
        {
          newsSource: NEWS_SOURCE.FACTORY,
          accessType: q.accessType || undefined,
          publishedOnly: true,
          excludeId: item.id,
          preferCompanies: listOfTags(q.companyTags) ?? item.companyTags,
          preferCountry: item.countryCode,
        },
        q.limit,
      );
      return pageOf(rows, rows.length, (row) => newsRowOf(row, q.lang));
    },

    async customsUpdates(q: CustomsQuery): Promise<Page<CustomsUpdateRow>> {
      const filter = { accessType: q.accessType || undefined, countryCodes: q.area, keyword: q.content || undefined, publishedOnly: true };
      const { rows, total } = await customs.pageCustomsUpdates(db, filter, q.page, q.limit);
      return pageOf(rows, total, (row) => customsRowOf(row, q.lang));
    },

    async customsUpdate(id: number, lang: Lang): Promise<CustomsUpdateDetail> {
      const row = await customs.findCustomsUpdate(db, id, true);
      if (!row) throw notFound(NEWS_MSG.customsNotFound);
      return customsDetailOf(row, lang);
    },

    factoryNewsDetail: (id: number, lang: Lang) => detail(id, NEWS_SOURCE.FACTORY, lang),
    areaNewsDetail: (id: number, lang: Lang) => detail(id, NEWS_SOURCE.MARKET, lang),

    /**
     * The newest headlines of market news and GACC updates, newest first: {code: the page, value: the headline}; for
     * zh_cn the Chinese headline where there is one.
     */
    async rollMessage(lang: Lang): Promise<RollMessageEntry[]> {
      const n = NEWS_PAGE_SIZE.rollMessage;
      const [market, updates] = await Promise.all([items.latestItems(db, NEWS_SOURCE.MARKET, n), customs.latestCustomsUpdates(db, n)]);
      return [
        ...market.map((r) => ({
          day: String(r.sourceDate),
          id: r.id,
          code: marketNewsPath(r.id),
          value: nameInLang(lang, r.title, r.titleZh),
        })),
        ...updates.map((r) => ({
          day: String(r.sourceDate),
          id: r.id,
          code: customsUpdatePath(r.id),
          value: nameInLang(lang, r.title, r.titleZh),
        })),
      ]
        .sort((a, b) => b.day.localeCompare(a.day) || b.id - a.id)
        .slice(0, n)
        .map(({ code, value }) => ({ code, value }));
    },

    /**
     * The search-engine inclusion helper (§3 baiduIncluded, docs/news.md): the path must be a detail page of a
     * published item; the answer is the address search engines are given and the sitemap that lists it.
     */
    async linkSubmit(fullPath: string) {
      const url = new URL(fullPath, publicUrl);
      const source = DETAIL_PAGES[url.pathname];
      const id = Number(url.searchParams.get('id'));
      if (source === undefined || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(NEWS_MSG.linkNotFound);
      let baiduIncluded = 0;
      if (source === 'customs') {
        if (!(await customs.findCustomsUpdate(db, id, true))) throw notFound(NEWS_MSG.linkNotFound);
      } else {
        const [row] = await items.findItemKeys(db, [id]);
        if (!row || row.newsSource !== source || row.state !== 'published') throw notFound(NEWS_MSG.linkNotFound);
        baiduIncluded = row.baiduIncluded;
      }
      const path = source === 'customs' ? customsUpdatePath(id) : source === NEWS_SOURCE.MARKET ? marketNewsPath(id) : factoryNewsPath(id);
      return { fullPath: path, url: `${publicUrl}${path}`, sitemap: `${publicUrl}/sitemap.xml`, baiduIncluded };
    },

    async updateBaiduIncluded(id: number, actor: Actor): Promise<number> {
      authorize(actor, 'markIncluded', newsItemPolicy.of({ id }));
      if (!(await items.markIncluded(db, id))) throw notFound(NEWS_MSG.notFound);
      return 1;
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
