import type { Lang } from '../../../contracts/core/codes';
import { isoDate, isoTime } from '../../../contracts/core/dates';
import { nameInLang } from '../../../contracts/core/languages';
import type {
  AdminCustomsUpdate,
  AdminNewsItem,
  CustomsUpdateDetail,
  CustomsUpdateRow,
  NewsDetail,
  NewsRow,
} from '../../../contracts/news/models';
import type { AppliedChange, NoticeChange } from '../../../contracts/news/notices';
import { sanitizeArticleHtml, textOfHtml } from '../../shared/html/index';
import type { CustomsRow } from './queries/customs';
import type { ItemRow } from './queries/items';

/**
 * Rows become answers here; every body is sanitised again on its way out (a row written around the service is never
 * trusted). Both titles always go out (contentTitle Chinese, enContentTitle English); `lang` zh_cn answers the names
 * the rows carry in both languages (countries) in Chinese.
 */

const SUMMARY_CHARS = 220;

/** The first sentences of an HTML body as plain text, cut at a word near SUMMARY_CHARS. */
export function summaryOf(html: string): string {
  const text = textOfHtml(html);
  if (text.length <= SUMMARY_CHARS) return text;
  const cut = text.slice(0, SUMMARY_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const instant = (value: Date) => isoTime(value) ?? '';

export function newsRowOf(row: ItemRow, lang: Lang = 'en_us'): NewsRow {
  return {
    id: row.id,
    newsSource: row.newsSource,
    contentTitle: row.contentTitle,
    enContentTitle: row.enContentTitle,
    summary: summaryOf(row.content),
    contentKeyword: row.contentKeyword,
    countryCode: row.countryCode,
    countryName: nameInLang(lang, row.countryName, row.countryNameZh),
    accessType: row.accessType,
    companyTags: row.companyTags,
    views: row.views,
    commentsCount: row.commentsCount,
    createDate: instant(row.createdAt),
    sourceDate: isoDate(row.sourceDate),
    updateDate: instant(row.updatedAt),
    contentDate: isoDate(row.contentDate),
    baiduIncluded: row.baiduIncluded,
  };
}

export function newsDetailOf(row: ItemRow, lang: Lang = 'en_us', plants: NewsDetail['plants'] = []): NewsDetail {
  return { ...newsRowOf(row, lang), content: sanitizeArticleHtml(row.content), plantNos: row.plantNos, plants };
}

export function customsRowOf(row: CustomsRow, lang: Lang = 'en_us'): CustomsUpdateRow {
  return {
    id: row.id,
    infoCode: row.infoCode,
    enInfoTime: isoDate(row.enInfoTime),
    enTitle: row.enTitle,
    contentTitle: row.contentTitle,
    summary: summaryOf(row.contentEng),
    contentEng: sanitizeArticleHtml(row.contentEng),
    countryCodes: row.countryCodes,
    countryNames: row.countryNames.map((en, i) => nameInLang(lang, en, row.countryNamesZh[i])),
    accessType: row.accessType,
    views: row.views,
  };
}

/** A published update with what it changed (the snapshot taken when its changes were applied). */
export function customsDetailOf(row: CustomsRow, lang: Lang = 'en_us'): CustomsUpdateDetail {
  return { ...customsRowOf(row, lang), changes: row.applied as AppliedChange[], appliedAt: isoTime(row.appliedAt) };
}

export function adminItemOf(row: ItemRow): AdminNewsItem {
  return { ...newsDetailOf(row), zhContent: sanitizeArticleHtml(row.zhContent), state: row.state, publishedAt: isoTime(row.publishedAt) };
}

export function adminCustomsOf(row: CustomsRow): AdminCustomsUpdate {
  return {
    ...customsRowOf(row),
    zhContent: sanitizeArticleHtml(row.zhContent),
    state: row.state,
    publishedAt: isoTime(row.publishedAt),
    createDate: instant(row.createdAt),
    updateDate: instant(row.updatedAt),
    changes: row.changes as NoticeChange[],
    applied: row.applied as AppliedChange[],
    appliedAt: isoTime(row.appliedAt),
  };
}
