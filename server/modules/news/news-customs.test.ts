import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import type { SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { writeCustomsUpdate } from './news-test-kit';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  admin = await createAdmin(t);
});
afterAll(() => t?.close());

const updates = (body: unknown) => call(t, newsCalls.customsUpdates, { body });

describe('POST /api/baseCountry/queryPcUpdateImformList (GACC customs updates)', () => {
  it('answers 5 published updates by default, newest first, in the spec field names, and pages', async () => {
    const data = okData(await updates({ lang: 'en_us' }));
    expect(data.list).toHaveLength(NEWS_PAGE_SIZE.customsUpdates);
    expect(data.total).toBeGreaterThanOrEqual(100);
    for (const row of data.list) {
      expect(row).toEqual({
        id: expect.any(Number),
        infoCode: expect.stringMatching(/^GACC-\d{4}-\d{3}$/),
        enInfoTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        enTitle: expect.any(String),
        contentTitle: expect.stringMatching(/[\u4e00-\u9fff]/),
        summary: expect.any(String),
        contentEng: expect.stringMatching(/^<p>|^<ul>|^<table>/),
        countryCodes: expect.arrayContaining([expect.stringMatching(/^[A-Z]{2}$/)]),
        countryNames: expect.arrayContaining([expect.any(String)]),
        accessType: expect.stringMatching(/^20[12]$/),
        views: expect.any(Number),
      });
    }
    const dates = data.list.map((r: any) => r.enInfoTime);
    expect(dates).toEqual([...dates].sort().reverse());
    const ten = okData(await updates({ page: 1, limit: NEWS_PAGE_SIZE.overviewCustomsUpdates }));
    const next = okData(await updates({ page: 2, limit: NEWS_PAGE_SIZE.overviewCustomsUpdates }));
    const ids = new Set(ten.list.map((r: any) => r.id));
    expect(next.list.some((r: any) => ids.has(r.id))).toBe(false);
  });

  it('filters by area (a list of countries), access type and content words', async () => {
    const area = okData(await updates({ area: ['BR', 'AR'], limit: 50 }));
    expect(area.total).toBeGreaterThan(0);
    for (const row of area.list) expect(row.countryCodes.some((c: string) => c === 'BR' || c === 'AR')).toBe(true);
    const seafood = okData(await updates({ accessType: '202', limit: 50 }));
    expect(seafood.list.every((r: any) => r.accessType === '202')).toBe(true);

    const id = await writeCustomsUpdate(t, admin, {
      infoCode: 'GACC-T-BODY',
      contentTitle: '关于进口冷冻磷虾检验要求的公告',
      enTitle: 'Requirements for a new product',
      contentEng: '<p>Frozen Antarctic krillmeal may be declared at Dalian.</p>',
      countryCodes: ['NO'],
      accessType: '202',
      enInfoTime: '2026-11-19',
    });
    expect(okData(await updates({ content: 'krillmeal' })).list.map((r: any) => r.id)).toEqual([id]);
    expect(okData(await updates({ content: '冷冻磷虾' })).list.map((r: any) => r.id)).toEqual([id]);
    for (const content of ['"', '-', 'not & (or)', '\\']) expect((await updates({ content })).statusCode).toBe(200);
  });

  it('refuses bad input with 400', async () => {
    expectFailure(await updates({ area: 'BR' }), 400, 'area');
    expectFailure(await updates({ area: ['Brazil'] }), 400, 'area.0');
    expectFailure(await updates({ limit: 0 }), 400, 'limit');
    expectFailure(await updates({ content: 'x'.repeat(101) }), 400, 'content');
    expectFailure(await updates({ accessType: 201 }), 400, 'accessType');
  });
});

describe('GET /api/baseCountry/updateImformDetail', () => {
  it('answers a published update, then its cached copy; 404 for unknown ids and drafts; 400 for a malformed id', async () => {
    const [row] = okData(await updates({ limit: 1 })).list;
    const first = okData(await call(t, newsCalls.customsUpdate, { query: { id: row.id } }));
    expect(first.infoCode).toBe(row.infoCode);
    const second = okData(await call(t, newsCalls.customsUpdate, { query: { id: row.id } }));
    expect(second).toEqual(first);

    const draft = await writeCustomsUpdate(
      t,
      admin,
      {
        infoCode: 'GACC-T-DRAFT',
        enTitle: 'Draft',
        contentEng: '<p>Draft</p>',
        countryCodes: ['CL'],
        accessType: '202',
        enInfoTime: '2026-11-01',
      },
      true,
    );
    expectFailure(await call(t, newsCalls.customsUpdate, { query: { id: draft } }), 404);
    expectFailure(await call(t, newsCalls.customsUpdate, { query: { id: 2_000_000_000 } }), 404);
    expectFailure(await call(t, newsCalls.customsUpdate, { query: { id: '1x' } }), 400, 'id');
  });
});
