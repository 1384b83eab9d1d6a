import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../contracts/core/envelope';
import { marketCalls } from '../../../contracts/market/calls';
import type { PlantRow } from '../../../contracts/market/models';
import { buildApp } from '../../app';
import { plant, searchBackfill } from '../../db/schema/index';
import { openTemplateCopy, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { jobsSettled } from '../../test-support/jobs';
import { BACKFILL_TASKS, withPinyin } from './backfill';
import { pinyinOf } from './text';

describe('withPinyin', () => {
  it('appends the pinyin a Chinese name lacks, as searchTextOf writes it, and leaves a text that has it alone', () => {
    const old = 'qingdao ocean foods 青岛海洋食品';
    const next = withPinyin(old, ['青岛海洋食品']);
    expect(next).toBe(`${old} qingdaohaiyangshipin qing dao hai yang shi pin qdhysp`);
    expect(withPinyin(next!, ['青岛海洋食品'])).toBeUndefined();
    expect(withPinyin('frigorifico sul', ['', 'Frigorifico Sul'])).toBeUndefined();
  });
});

/**
 * An upgraded database (docs/search.md 'Upgrading a database'): a plant written before pinyin was stored, and no
 * backfill recorded, as migration 0030 leaves it. The portal starts on it; the backfill job gives the plant its
 * pinyin, and the plant's pinyin finds it.
 */
describe('the backfill on an upgraded database', () => {
  let t: TestApp;
  let target: { id: number; accessType: string; countryCode: string; plantNo: string; plantNameZh: string };

  beforeAll(async () => {
    const { testDatabase, database } = await openTemplateCopy({ seed: 'demo' });
    const db = database.db;
    const [row] = await db
      .select({
        id: plant.id,
        accessType: plant.accessType,
        countryCode: plant.countryCode,
        plantNo: plant.plantNo,
        plantNameZh: plant.plantNameZh,
        searchText: plant.searchText,
      })
      .from(plant)
      .where(sql`${plant.plantNameZh} ~ '[\u4e00-\u9fff]{3}'`)
      .orderBy(plant.id)
      .limit(1);
    target = row!;
    // What the code before pinyin wrote: the parts alone.
    const withoutPinyin = row!.searchText.replace(` ${pinyinOf(row!.plantNameZh)}`, '');
    await db.update(plant).set({ searchText: withoutPinyin }).where(eq(plant.id, row!.id));
    await db.delete(searchBackfill);
    const [stored] = await db.select({ folded: plant.searchFolded }).from(plant).where(eq(plant.id, row!.id));
    expect(stored!.folded).not.toContain(pinyinOf(row!.plantNameZh).split(' ')[0]);
    const app = await buildApp(testDatabase.config, database, { pages: false });
    t = {
      app,
      database,
      config: testDatabase.config,
      engine: testDatabase.engine,
      close: async () => {
        await app.close();
        await database.close();
        await testDatabase.dispose();
      },
    };
    await app.ready();
    await jobsSettled(t, 60_000);
  });
  afterAll(() => t?.close());

  it('the plant is found by the pinyin of its Chinese name, run together and as initials', async () => {
    const forms = pinyinOf(target.plantNameZh).split(' ');
    const [together, initials] = [forms[0]!, forms.at(-1)!];
    for (const keyword of [together, initials]) {
      const page = okData<Page<PlantRow>>(
        await call(t, marketCalls.plants, {
          body: { accessType: target.accessType, countryCode: target.countryCode, plantNo: keyword, limit: 100 },
        }),
      );
      expect(
        page.list.map((p) => p.plantNo),
        keyword,
      ).toContain(target.plantNo);
    }
  });

  it('every task is recorded as done, with the rows it changed, so the next start queues nothing', async () => {
    const rows = await t.database.db.select().from(searchBackfill);
    expect(rows.map((r) => r.task).sort()).toEqual([...BACKFILL_TASKS].sort());
    expect(rows.every((r) => r.doneAt !== null)).toBe(true);
    const plants = rows.find((r) => r.task === 'pinyin:market_plant')!;
    expect(plants.changed).toBeGreaterThanOrEqual(1);
    expect(plants.lastId).toBeGreaterThanOrEqual(target.id);
    const [again] = await t.database.db
      .select({ searchText: plant.searchText })
      .from(plant)
      .where(and(eq(plant.id, target.id)));
    // Written once: the pinyin is there a single time.
    expect(again!.searchText.split(pinyinOf(target.plantNameZh)).length).toBe(2);
  });
});
