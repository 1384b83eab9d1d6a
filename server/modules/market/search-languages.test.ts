import { and, eq, ne, sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import type { Page } from '../../../contracts/core/envelope';
import { marketCalls } from '../../../contracts/market/calls';
import type { CompanyCard, PlantRow, ProductRow } from '../../../contracts/market/models';
import { company, plant } from '../../db/schema/index';
import { hanBigrams, pinyinOf, searchTextOf } from '../../shared/search';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { refreshSearchText } from './queries/establishments';

/** Issue 24: the market's searches find what people type (docs/search.md), on the demo data, on either engine. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const api = async <T>(definition: CallDefinition, body: object) => okData<T>(await call(t, definition, { body }));
const plants = (keyword: string, accessType = '201') =>
  api<Page<PlantRow>>(marketCalls.plants, { accessType, plantNo: keyword, limit: 100 });
const products = (keyword: string, accessType = '202') =>
  api<Page<ProductRow>>(marketCalls.products, { accessType, goodsName: keyword, limit: 100, lang: 'zh_cn' });

describe('accents do not matter', () => {
  it('"Frigorifico" finds the plants "Frigorífico" finds, and "FRIGORÍFICO" too', async () => {
    const accented = await plants('Frigorífico');
    expect(accented.total).toBeGreaterThan(0);
    expect(accented.list.every((p) => /frigor[ií]fico/i.test(p.plantName + ' ' + (p as { companyName?: string }).companyName))).toBe(true);
    const plain = await plants('Frigorifico');
    const upper = await plants('FRIGORÍFICO');
    expect(plain.total).toBe(accented.total);
    expect(upper.total).toBe(accented.total);
    expect(plain.list.map((p) => p.plantNo).sort()).toEqual(accented.list.map((p) => p.plantNo).sort());
  });

  it('the company list finds accented names without the accents', async () => {
    const companies = await api<Page<CompanyCard>>(marketCalls.companies, { accessType: '201', plantName: 'frigorifico', limit: 100 });
    expect(companies.total).toBeGreaterThan(0);
    expect(companies.list.every((c) => /frigor[ií]fico/i.test(`${c.plantName} ${c.companyAlias}`))).toBe(true);
  });
});

describe('Chinese words of any length', () => {
  it('红虾 and 对虾 (two characters) find the products whose Chinese names hold them, 冷冻牛肉 the meat ones', async () => {
    for (const word of ['红虾', '对虾']) {
      const page = await products(word);
      expect(page.total, word).toBeGreaterThan(0);
      // Those the word's English synonym (red shrimp, prawn: the product_term dictionary) finds are found too.
      expect(
        page.list.every((p) => p.goodsName.includes(word) || /red shrimp|prawn/i.test(p.enGoodsName)),
        word,
      ).toBe(true);
      expect(page.list.filter((p) => p.goodsName.includes(word)).length, word).toBeGreaterThan(0);
    }
    const beef = await products('冷冻牛肉', '201');
    expect(beef.total).toBeGreaterThan(0);
    expect(beef.list.every((p) => p.goodsName.includes('冷冻牛肉') || /frozen beef/i.test(p.enGoodsName))).toBe(true);
    // A four-character word inside a name (冷冻去骨牛胸肉), no synonym of it.
    const boneless = await products('冷冻去骨', '201');
    expect(boneless.total).toBeGreaterThan(0);
    expect(boneless.list.every((p) => p.goodsName.includes('冷冻去骨'))).toBe(true);
    // The bigrams alone are not enough: the characters must be in order.
    expect((await products('去骨冷冻', '201')).total).toBe(0);
  });

  it('a two-character Chinese keyword finds a plant by a word inside its Chinese name, not only at its start', async () => {
    const [row] = await t.database.db
      .select({ plantNo: plant.plantNo, zh: plant.plantNameZh, accessType: plant.accessType })
      .from(plant)
      .where(sql`char_length(${plant.plantNameZh}) >= 5`)
      .limit(1);
    expect(row).toBeDefined();
    const middle = [...row!.zh].slice(2, 4).join('');
    expect(hanBigrams(middle)).toHaveLength(1);
    const page = await api<Page<PlantRow>>(marketCalls.plants, { accessType: row!.accessType, plantNo: middle, limit: 100 });
    const all: string[] = [];
    for (let n = 1; n <= Math.ceil(page.total / 100); n++) {
      const more = await api<Page<PlantRow>>(marketCalls.plants, { accessType: row!.accessType, plantNo: middle, limit: 100, page: n });
      all.push(...more.list.map((p) => p.plantNo));
    }
    expect(all).toContain(row!.plantNo);
  });
});

describe('pinyin', () => {
  it('finds a company by the pinyin of its Chinese name, run together, in capitals or spaced', async () => {
    const [row] = await t.database.db
      .select({ id: company.id, zh: company.plantNameZh, accessType: company.accessType, en: company.plantName })
      .from(company)
      .where(and(ne(company.plantNameZh, ''), sql`char_length(${company.plantNameZh}) >= 4`))
      .limit(1);
    expect(row).toBeDefined();
    const syllables = pinyin(row!.zh, { toneType: 'none', type: 'array', nonZh: 'removed' });
    const runTogether = syllables.join('');
    const spaced = syllables.slice(0, 3).join(' ');
    for (const keyword of [runTogether, runTogether.toUpperCase(), spaced]) {
      const page = await api<Page<CompanyCard>>(marketCalls.companies, {
        accessType: row!.accessType,
        plantName: keyword,
        limit: 100,
        lang: 'zh_cn',
      });
      // In Chinese the card's name is the Chinese one.
      expect(
        page.list.map((c) => c.plantName),
        keyword,
      ).toContain(row!.zh);
      expect(
        page.list.every((c) => pinyinOf(c.plantName).includes(keyword.toLowerCase())),
        keyword,
      ).toBe(true);
    }
  });

  it('pinyin is stored with the Chinese name and recomputed when a plant changes', async () => {
    const [row] = await t.database.db
      .select({ id: plant.id, zh: plant.plantNameZh, searchText: plant.searchText })
      .from(plant)
      .where(ne(plant.plantNameZh, ''))
      .limit(1);
    expect(row!.searchText).toContain(pinyinOf(row!.zh).split(' ')[0]);
    expect(searchTextOf('Qingdao Ocean', '青岛海洋')).toBe('qingdao ocean 青岛海洋 qingdaohaiyang qing dao hai yang qdhy');
    await t.database.db.update(plant).set({ searchText: '' }).where(eq(plant.id, row!.id));
    await refreshSearchText(t.database.db, row!.id);
    const [after] = await t.database.db.select({ searchText: plant.searchText }).from(plant).where(eq(plant.id, row!.id));
    expect(after!.searchText).toContain(pinyinOf(row!.zh));
  });
});

describe('product synonyms across languages', () => {
  it('"prawn" finds the 对虾 products, whose English names never say prawn', async () => {
    const page = await products('prawn');
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.some((p) => p.goodsName.includes('对虾') && !/prawn/i.test(p.enGoodsName))).toBe(true);
  });

  it('a keyword with no synonym finds what it found before', async () => {
    const page = await products('quokkafish');
    expect(page.total).toBe(0);
  });
});
