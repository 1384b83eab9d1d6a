import { isoTime } from '../../../contracts/core/dates';
import type { AdminArticle, AdminCategory, KnowledgeArticle, KnowledgeListItem } from '../../../contracts/knowledge/models';
import type { ContentDisplay, PublicationState } from '../../../contracts/knowledge/codes';
import { sanitizeArticleHtml, textOfHtml } from '../../shared/html/index';
import type { ListRow } from './queries/articles';
import type { ArticleWithCategory } from './queries/admin-articles';
import type { CategoryRow } from './queries/categories';

/** Rows to answers. Bodies are sanitised again on the way out: a row written around the service is not trusted. */

const SUMMARY_CHARS = 220;

/** The body's first paragraph (or its whole text when it has none) as plain text, cut at a word. */
export function summaryOf(html: string): string {
  const paragraph = /<p[\s>][\s\S]*?<\/p>/i.exec(html)?.[0];
  const text = textOfHtml(paragraph ?? html);
  if (text.length <= SUMMARY_CHARS) return text;
  const cut = text.slice(0, SUMMARY_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : SUMMARY_CHARS)}…`;
}

const time = (value: Date) => isoTime(value)!;

export const listItemOf = (row: ListRow): KnowledgeListItem => ({
  id: row.id,
  contentTitle: row.contentTitle,
  createDate: time(row.createDate),
  categoryId: String(row.categoryId),
  categoryName: row.categoryName,
  contentHit: row.contentHit,
  contentKeyword: row.contentKeyword,
  summary: summaryOf(row.content),
  waterRemarkFlag: row.waterRemarkFlag,
});

type ArticleFields = Omit<ArticleWithCategory, 'categoryName'>;

export const articleOf = (row: ArticleFields, paths: KnowledgeArticle['paths']): KnowledgeArticle => ({
  id: row.id,
  contentTitle: row.contentTitle,
  createDate: time(row.createDate),
  updateDate: time(row.updatedAt),
  content: sanitizeArticleHtml(row.content),
  categoryId: String(row.categoryId),
  paths,
  contentHit: row.contentHit,
  contentKeyword: row.contentKeyword,
  baiduIncluded: row.baiduIncluded,
  waterRemarkFlag: row.waterRemarkFlag,
  waterRemark: row.waterRemark,
});

export const adminArticleOf = (row: ArticleWithCategory): AdminArticle => {
  const { paths: _paths, ...article } = articleOf(row, []);
  return {
    ...article,
    zhContentTitle: row.zhContentTitle,
    zhContent: sanitizeArticleHtml(row.zhContent),
    state: row.state as PublicationState,
    publishedAt: isoTime(row.publishedAt),
    contentDisplay: row.contentDisplay as ContentDisplay,
    contentType: row.contentType,
    categoryName: row.categoryName,
  };
};

/** What the audit log keeps of an article: its fields, the body included, without the view counter. */
export const auditedArticle = (row: ArticleWithCategory | undefined) => {
  if (!row) return null;
  const { contentHit: _hit, updatedAt: _updated, categoryName: _name, ...fields } = row;
  return fields;
};

export const adminCategoryOf = (
  row: CategoryRow,
  usage: { articles: Map<number, number>; children: Map<number, number> },
): AdminCategory => ({
  uuid: String(row.id),
  categoryName: row.categoryName,
  zhCategoryName: row.zhCategoryName,
  parentId: row.parentId === null ? null : String(row.parentId),
  sort: row.sort,
  articleCount: usage.articles.get(row.id) ?? 0,
  childCount: usage.children.get(row.id) ?? 0,
});

export const auditedCategory = (row: CategoryRow | undefined) =>
  row ? { categoryName: row.categoryName, zhCategoryName: row.zhCategoryName, parentId: row.parentId, sort: row.sort } : null;
