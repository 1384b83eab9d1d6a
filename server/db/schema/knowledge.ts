import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bigramsColumn, foldedColumn, trigramsOf } from '../sql/search';

/**
 * The knowledge base (§3 'Knowledge article', 'Category tree node'): a tree of categories two levels deep and
 * the articles filed in them. An article is public only when published and shown (content_display DISPLAY);
 * administrators write drafts. The title is searched by English full text and by trigram (docs/knowledge.md).
 */
export const knowledgeCategory = pgTable(
  'knowledge_category',
  {
    id: serial('id').primaryKey(),
    /** Null for a root; a root's id for a sub-category (two levels, kept by the service). */
    parentId: integer('parent_id').references((): AnyPgColumn => knowledgeCategory.id, { onDelete: 'restrict' }),
    /** The English name, and the Chinese one ('' when there is none). */
    categoryName: text('category_name').notNull(),
    zhCategoryName: text('zh_category_name').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_category_parent_idx').on(t.parentId, t.sort, t.id)],
);

export const knowledgeArticle = pgTable(
  'knowledge_article',
  {
    id: serial('id').primaryKey(),
    /** The English title and body (sanitised HTML). */
    contentTitle: text('content_title').notNull(),
    /** The title folded and its Han bigrams, generated for the keyword (docs/search.md). */
    searchFolded: foldedColumn('"content_title"'),
    searchHanBigrams: bigramsColumn('"content_title"'),
    content: text('content').notNull(),
    /** The Chinese title and body where there are ones, else ''. */
    zhContentTitle: text('zh_content_title').notNull().default(''),
    zhContent: text('zh_content').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => knowledgeCategory.id, { onDelete: 'restrict' }),
    contentType: text('content_type').notNull().default('KNOWLEDGE'),
    /** DISPLAY or HIDDEN. */
    contentDisplay: text('content_display').notNull().default('DISPLAY'),
    /** draft or published. */
    state: text('state').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Views. */
    contentHit: integer('content_hit').notNull().default(0),
    contentKeyword: text('content_keyword').notNull().default(''),
    baiduIncluded: smallint('baidu_included').notNull().default(0),
    waterRemarkFlag: smallint('water_remark_flag').notNull().default(0),
    waterRemark: text('water_remark').notNull().default(''),
    /** The date the article shows (createDate). */
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The public list: shown articles newest first, all or by category, or most read first.
    index('knowledge_article_public_idx').on(t.state, t.contentDisplay, t.createDate.desc(), t.id.desc()),
    index('knowledge_article_category_idx').on(t.categoryId, t.createDate.desc()),
    index('knowledge_article_hit_idx').on(t.state, t.contentDisplay, t.contentHit.desc(), t.id.desc()),
    index('knowledge_article_title_fts_idx').using('gin', sql`to_tsvector('english', ${t.contentTitle})`),
    index('knowledge_article_title_fold_trgm').using('gin', trigramsOf(t.searchFolded)),
    index('knowledge_article_title_bigrams').using('gin', t.searchHanBigrams),
  ],
);
