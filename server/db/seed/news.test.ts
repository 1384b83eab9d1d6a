import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../shared/html/index';
import { openTemplateCopy, type TestDatabase } from '../../test-support/app';
import type { Database } from '../client';
import { comment, company, customsUpdate, newsItem } from '../schema/index';
import { NEWS_DEMO_COUNTS, NEWS_DEMO_FROM, NEWS_DEMO_TO, newsPart } from './news';
import { createRandom } from './random';

let copy: { testDatabase: TestDatabase; database: Database };
beforeAll(async () => {
  copy = await openTemplateCopy({ seed: 'demo' });
});
afterAll(async () => {
  await copy?.database.close();
  await copy?.testDatabase.dispose();
});

const day = (d: Date) => d.toISOString().slice(0, 10);

describe('the news demo part', () => {
  it('makes the documented counts, dated in range, mostly published', async () => {
    const db = copy.database.db;
    const items = await db.select().from(newsItem);
    const updates = await db.select().from(customsUpdate);
    expect(items.filter((i) => i.newsSource === 8080)).toHaveLength(NEWS_DEMO_COUNTS.market);
    expect(items.filter((i) => i.newsSource === 164)).toHaveLength(NEWS_DEMO_COUNTS.factory);
    expect(updates).toHaveLength(NEWS_DEMO_COUNTS.customs);
    // A notice imposing one of the demo's bans carries the ban's own date, which may be older.
    const imposing = (u: (typeof updates)[number]) => (u.changes as { kind: string }[]).some((c) => c.kind === 'ban');
    for (const row of [...items.map((i) => i.sourceDate), ...updates.filter((u) => !imposing(u)).map((u) => u.enInfoTime)]) {
      expect(String(row) >= day(NEWS_DEMO_FROM) && String(row) <= day(NEWS_DEMO_TO)).toBe(true);
    }
    const published = items.filter((i) => i.state === 'published');
    expect(published.length).toBeGreaterThanOrEqual(600);
    expect(published.every((i) => i.publishedAt !== null)).toBe(true);
    expect(items.some((i) => i.state === 'draft')).toBe(true);
  });

  it('writes bodies of a few paragraphs of clean HTML, some with lists or tables, and Chinese titles where it should', async () => {
    const db = copy.database.db;
    const items = await db.select().from(newsItem);
    const updates = await db.select().from(customsUpdate);
    const bodies = [...items.map((i) => i.content), ...updates.map((u) => u.contentEng)];
    for (const body of bodies) {
      expect(sanitizeArticleHtml(body)).toBe(body);
      expect(body.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    }
    expect(bodies.filter((b) => b.includes('<ul>')).length).toBeGreaterThan(50);
    expect(bodies.filter((b) => b.includes('<table>')).length).toBeGreaterThan(10);
    expect(items.filter((i) => i.newsSource === 164).every((i) => /[\u4e00-\u9fff]/.test(i.contentTitle))).toBe(true);
    expect(updates.every((u) => /[\u4e00-\u9fff]/.test(u.contentTitle))).toBe(true);
    expect(new Set(items.map((i) => i.enContentTitle)).size).toBeGreaterThan(550);
  });

  it('ties factory news to demo companies with their access type and country', async () => {
    const db = copy.database.db;
    const factory = await db.select().from(newsItem).where(eq(newsItem.newsSource, 164));
    const codes = [...new Set(factory.flatMap((i) => i.companyTags))];
    const companies = new Map((await db.select().from(company).where(inArray(company.companyCode, codes))).map((c) => [c.companyCode, c]));
    for (const item of factory) {
      expect(item.companyTags).toHaveLength(1);
      const owner = companies.get(item.companyTags[0]!);
      expect(owner, item.companyTags[0]).toBeDefined();
      expect([owner!.accessType, owner!.countryCode]).toEqual([item.accessType, item.countryCode]);
      expect(item.plantNos).toHaveLength(1);
    }
  });

  it('gives the same rows for the same random stream', async () => {
    const db = copy.database.db;
    const snapshot = async () =>
      (await db.select().from(newsItem).orderBy(asc(newsItem.id))).map(({ id: _id, searchVector: _v, ...row }) => row);
    const reset = async () => {
      await db.delete(comment).where(inArray(comment.commentsType, ['AREA_NEWS', 'FACTORY_NEWS']));
      await db.delete(newsItem);
      await db.delete(customsUpdate);
    };
    await reset();
    await newsPart.generate(db, createRandom(7), { plants: 0 });
    const first = await snapshot();
    await reset();
    await newsPart.generate(db, createRandom(7), { plants: 0 });
    expect(await snapshot()).toEqual(first);
    // The part runs twice, and its notices read and link the market's events: more than the default 20 s on a busy machine.
  }, 60_000);
});
