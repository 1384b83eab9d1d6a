import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app';
import { banner, knowledgeArticle, knowledgeCategory } from '../schema/index';
import { DEMO_ARTICLES, DEMO_DRAFTS, DEMO_WATERMARK } from './knowledge';
import { markupToHtml } from './knowledge/markup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

describe('the knowledge demo part', () => {
  it('files 80 articles in a two-level tree of at least 12 categories, every category used', async () => {
    const categories = await t.database.db.select().from(knowledgeCategory);
    const articles = await t.database.db.select().from(knowledgeArticle);
    expect(articles).toHaveLength(80);
    expect(DEMO_ARTICLES).toHaveLength(80);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const c of categories) if (c.parentId !== null) expect(byId.get(c.parentId)!.parentId).toBeNull();
    expect(categories.some((c) => c.parentId !== null)).toBe(true);
    const leaves = categories.filter((c) => !categories.some((other) => other.parentId === c.id));
    for (const leaf of leaves) expect(articles.some((a) => a.categoryId === leaf.id)).toBe(true);
    expect(new Set(articles.map((a) => a.contentTitle)).size).toBe(80);
  });

  it('dates them 2024 to November 2026, varies views and watermarks some, and leaves the last two as drafts', async () => {
    const articles = await t.database.db.select().from(knowledgeArticle);
    for (const a of articles) {
      expect(a.createDate.getTime()).toBeGreaterThanOrEqual(Date.parse('2024-01-01T00:00:00Z'));
      expect(a.createDate.getTime()).toBeLessThan(Date.parse('2026-12-01T00:00:00Z'));
    }
    const published = articles.filter((a) => a.state === 'published');
    expect(published).toHaveLength(80 - DEMO_DRAFTS);
    expect(new Set(published.map((a) => a.contentHit)).size).toBeGreaterThan(40);
    const marked = articles.filter((a) => a.waterRemarkFlag === 1);
    expect(marked.length).toBeGreaterThan(5);
    expect(marked.every((a) => a.waterRemark === DEMO_WATERMARK)).toBe(true);
    expect(articles.every((a) => a.waterRemarkFlag === 1 || a.waterRemark === '')).toBe(true);
  });

  it('writes bodies with headings and lists, some with tables, and only escaped text', async () => {
    const articles = await t.database.db.select().from(knowledgeArticle);
    expect(articles.filter((a) => a.content.includes('<h2>')).length).toBeGreaterThan(70);
    expect(articles.filter((a) => a.content.includes('<table>')).length).toBeGreaterThanOrEqual(3);
    expect(articles.every((a) => /<(ul|ol|table)>/.test(a.content))).toBe(true);
    expect(markupToHtml('Fish & chips <b>\n## A "head"\n- one\n- **two**\n\n| a | b |\n| 1 | 2 |')).toBe(
      '<p>Fish &amp; chips &lt;b&gt;</p>\n<h2>A &quot;head&quot;</h2>\n<ul><li>one</li><li><strong>two</strong></li></ul>\n' +
        '<table><thead><tr><th scope="col">a</th><th scope="col">b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
  });

  it('places three TOP_YDT banners whose pictures are files of the portal', async () => {
    const rows = await t.database.db.select().from(banner);
    expect(rows).toHaveLength(3);
    expect(rows.every((b) => b.showPosition === 'TOP_YDT' && b.appId === 'TOOL1000' && b.image.startsWith('/banners/'))).toBe(true);
  });
});
