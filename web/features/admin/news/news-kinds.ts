import { newsAdminCalls } from '../../../../contracts/news/admin-calls';
import type { NewsKind } from '../../../../contracts/news/codes';
import type { CustomsUpdateForm, NewsItemForm } from '../../../../contracts/news/inputs';
import type { AdminCustomsUpdate, AdminNewsItem } from '../../../../contracts/news/models';
import type { NoticeChange } from '../../../../contracts/news/notices';
import { customsUpdatePath, factoryNewsPath, marketNewsPath } from '../../../../contracts/news/pages';
import { browserApi } from '../../../lib/api';
import type { ArticleRow, ArticleWrites } from '../content/types';

/** The news desk's three kinds, as its address names them (/admin/news?kind=..., /admin/news/{kind}/{id}). */
export const ADMIN_NEWS_KINDS = ['market-news', 'factory-news', 'customs-updates'] as const;
export type AdminNewsKind = (typeof ADMIN_NEWS_KINDS)[number];
export const isNewsItemKind = (kind: AdminNewsKind): kind is NewsKind => kind !== 'customs-updates';

export const newsKindOf = (value: string | null | undefined): AdminNewsKind | null =>
  (ADMIN_NEWS_KINDS as readonly string[]).includes(value ?? '') ? (value as AdminNewsKind) : null;

export const newsEditPath = (kind: AdminNewsKind) => (id: number) => `/admin/news/${kind}/${id}`;

export const publicNewsPath = (kind: AdminNewsKind, id: number) =>
  kind === 'market-news' ? marketNewsPath(id) : kind === 'factory-news' ? factoryNewsPath(id) : customsUpdatePath(id);

export function newsWrites(kind: AdminNewsKind): ArticleWrites {
  const api = () => browserApi();
  if (!isNewsItemKind(kind)) {
    return {
      publish: (id) => api().call(newsAdminCalls.publishCustomsUpdate, { params: { id } }),
      unpublish: (id) => api().call(newsAdminCalls.unpublishCustomsUpdate, { params: { id } }),
      remove: (id) => api().call(newsAdminCalls.deleteCustomsUpdate, { params: { id } }),
    };
  }
  return {
    publish: (id) => api().call(newsAdminCalls.publishItem, { params: { kind, id } }),
    unpublish: (id) => api().call(newsAdminCalls.unpublishItem, { params: { kind, id } }),
    remove: (id) => api().call(newsAdminCalls.deleteItem, { params: { kind, id } }),
  };
}

export const saveNewsItem = (kind: NewsKind) => (id: number | null, values: NewsItemForm) => {
  // An empty content date means 'the source date', which the call says by leaving it out.
  const body = { ...values, contentDate: values.contentDate || undefined };
  return id === null
    ? browserApi().call(newsAdminCalls.createItem, { params: { kind }, body })
    : browserApi().call(newsAdminCalls.updateItem, { params: { kind, id }, body });
};

/** A change row as the form holds it: fields left empty are sent as the call's defaults (an empty date is none). */
const changeOf = (c: NoticeChange): NoticeChange =>
  c.kind === 'plant'
    ? {
        ...c,
        goodsTypes: (c.goodsTypes ?? []).map((g) => g.trim().toUpperCase()).filter(Boolean),
        plantName: c.plantName ?? '',
        expiryDate: c.expiryDate || undefined,
      }
    : { ...c, areaName: c.areaName ?? '' };

export const saveCustomsUpdate = (id: number | null, values: CustomsUpdateForm) => {
  const body = { ...values, changes: (values.changes ?? []).map(changeOf) };
  return id === null
    ? browserApi().call(newsAdminCalls.createCustomsUpdate, { body })
    : browserApi().call(newsAdminCalls.updateCustomsUpdate, { params: { id }, body });
};

/** Country names by code in the page's language (the country list's); the API's English name where it lacks one. */
export type CountryNames = Record<string, string>;

/** The countries a row concerns, as data: their names in the page's language. */
const countriesOf = (codes: string[], english: string[], names: CountryNames) =>
  codes.map((code, i) => names[code] ?? english[i] ?? code).join(', ') || '—';

export const newsItemRowOf =
  (kind: NewsKind, names: CountryNames) =>
  (item: AdminNewsItem): ArticleRow => ({
    id: item.id,
    title: item.enContentTitle,
    zhTitle: item.contentTitle,
    state: item.state,
    date: item.sourceDate,
    views: item.views,
    detail: countriesOf([item.countryCode], [item.countryName], names),
    accessType: item.accessType,
    publicPath: publicNewsPath(kind, item.id),
  });

export const customsRowOf =
  (names: CountryNames) =>
  (update: AdminCustomsUpdate): ArticleRow => ({
    id: update.id,
    title: update.enTitle,
    zhTitle: update.contentTitle,
    state: update.state,
    date: update.enInfoTime,
    views: update.views,
    detail: `${update.infoCode} · ${countriesOf(update.countryCodes, update.countryNames, names)}`,
    accessType: update.accessType,
    publicPath: publicNewsPath('customs-updates', update.id),
  });

const today = () => new Date().toISOString().slice(0, 10);

export const newsItemValuesOf = (item: AdminNewsItem | null): NewsItemForm =>
  item
    ? {
        contentTitle: item.contentTitle,
        enContentTitle: item.enContentTitle,
        content: item.content,
        zhContent: item.zhContent,
        contentKeyword: item.contentKeyword,
        countryCode: item.countryCode,
        accessType: item.accessType === '202' ? '202' : '201',
        companyTags: item.companyTags,
        plantNos: item.plantNos,
        sourceDate: item.sourceDate,
        contentDate: item.contentDate,
      }
    : {
        contentTitle: '',
        enContentTitle: '',
        content: '',
        zhContent: '',
        contentKeyword: '',
        countryCode: '',
        accessType: '201',
        companyTags: [],
        plantNos: [],
        sourceDate: today(),
        contentDate: today(),
      };

export const customsValuesOf = (update: AdminCustomsUpdate | null): CustomsUpdateForm =>
  update
    ? {
        infoCode: update.infoCode,
        contentTitle: update.contentTitle,
        enTitle: update.enTitle,
        contentEng: update.contentEng,
        zhContent: update.zhContent,
        countryCodes: update.countryCodes,
        accessType: update.accessType === '202' ? '202' : '201',
        enInfoTime: update.enInfoTime,
        changes: update.changes,
      }
    : {
        infoCode: '',
        contentTitle: '',
        enTitle: '',
        contentEng: '',
        zhContent: '',
        countryCodes: [],
        accessType: '201',
        enInfoTime: today(),
        changes: [],
      };
