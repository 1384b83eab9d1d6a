import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import type { Executor } from '../client';
import { knowledgeArticle, knowledgeCategory } from '../schema/index';
import { generateComments } from './comments';
import type { DemoPart } from './demo';
import { ACCESS_ARTICLES } from './knowledge/articles-access';
import { CLEARANCE_ARTICLES } from './knowledge/articles-clearance';
import { LABEL_ARTICLES } from './knowledge/articles-labels';
import { PRODUCT_ARTICLES } from './knowledge/articles-products';
import { TRADE_ARTICLES } from './knowledge/articles-trade';
import { DEMO_CATEGORIES, type DemoArticle } from './knowledge/categories';
import { markupToHtml } from './knowledge/markup';
import type { Random } from './random';

/** Every demo article, in a fixed order (the random stream is drawn in this order). */
export const DEMO_ARTICLES: readonly DemoArticle[] = [
  ...ACCESS_ARTICLES,
  ...LABEL_ARTICLES,
  ...CLEARANCE_ARTICLES,
  ...TRADE_ARTICLES,
  ...PRODUCT_ARTICLES,
];
/** How many of the last articles stay drafts, so the admin shell has some to publish. */
export const DEMO_DRAFTS = 2;
export const DEMO_WATERMARK = 'CMSP demo';

const FIRST_DAY = new Date('2024-01-02T00:00:00Z');
const LAST_DAY = new Date('2026-11-15T00:00:00Z');

async function insertCategories(db: Executor): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, [key, categoryName, children]] of DEMO_CATEGORIES.entries()) {
    const [root] = await db
      .insert(knowledgeCategory)
      .values({ categoryName, parentId: null, sort: (i + 1) * 10 })
      .returning({ id: knowledgeCategory.id });
    ids.set(key, root!.id);
    if (children.length === 0) continue;
    const rows = await db
      .insert(knowledgeCategory)
      .values(children.map(([, name], j) => ({ categoryName: name, parentId: root!.id, sort: (j + 1) * 10 })))
      .returning({ id: knowledgeCategory.id });
    children.forEach(([childKey], j) => ids.set(childKey, rows[j]!.id));
  }
  return ids;
}

/** Views: most articles read a few hundred times, some a few thousand. */
const viewsOf = (random: Random) =>
  random.weighted<[number, number]>([
    [[5, 300], 5],
    [[300, 1_500], 3],
    [[1_500, 9_000], 1],
  ]);

/**
 * The knowledge base's demo: the category tree (9 roots, 11 sub-categories) and 80 written articles of
 * guidance for exporters, dated 2024 to November 2026, with varied views; about a quarter carry the demo
 * watermark. The last DEMO_DRAFTS stay drafts. About a third of the published ones carry demo comment threads.
 */
export const knowledgePart: DemoPart = {
  name: 'knowledge',
  async generate(db, random) {
    const categoryIds = await insertCategories(db);
    const rows = DEMO_ARTICLES.map((article, i) => {
      const categoryId = categoryIds.get(article.category);
      if (categoryId === undefined) throw new Error(`demo article '${article.title}' names no known category`);
      const day = random.date(FIRST_DAY, LAST_DAY);
      const createDate = new Date(day.getTime() + random.int(7 * 60, 18 * 60) * 60_000);
      const [low, high] = viewsOf(random);
      const watermark = random.chance(0.25);
      const draft = i >= DEMO_ARTICLES.length - DEMO_DRAFTS;
      return {
        contentTitle: article.title,
        content: markupToHtml(article.body),
        categoryId,
        contentKeyword: article.keywords,
        state: draft ? 'draft' : 'published',
        publishedAt: draft ? null : createDate,
        contentHit: draft ? 0 : random.int(low, high),
        baiduIncluded: random.chance(0.6) ? 1 : 0,
        waterRemarkFlag: watermark ? 1 : 0,
        waterRemark: watermark ? DEMO_WATERMARK : '',
        createDate,
        updatedAt: createDate,
      };
    });
    const ids = await db.insert(knowledgeArticle).values(rows).returning({ id: knowledgeArticle.id });
    // The demo people's threads on some published articles (seed/comments.ts), from this part's own stream.
    const subjects = rows.flatMap((row, i) =>
      row.publishedAt
        ? [{ commentsType: COMMENTS_TYPE.KNOWLEDGE_BASE, ownerId: String(ids[i]!.id), accessType: null, published: row.publishedAt }]
        : [],
    );
    await generateComments(db, random, subjects);
  },
};
