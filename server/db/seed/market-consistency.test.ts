import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animalDisease, plant } from '../schema/index';
import { readDemoMarket, type DemoMarket } from '../../test-support/demo-market';
import { addressInRegion, WHOLE_COUNTRY } from './market-bans';
import { PLACES } from './market-places';
import { goodsListOf, MARKET_DEMO_TODAY } from './market-plants';
import { productsOf } from './market-names';
import { isoDate } from './market-batch';

/**
 * The demo's consistency rules, checked over the whole generated dataset (the run's demo template): what a
 * reader of the market pages would otherwise catch contradicting itself.
 */
let close: () => Promise<void>;
let rows: DemoMarket;

beforeAll(async () => {
  ({ rows, close } = await readDemoMarket());
});
afterAll(() => close?.());

const today = isoDate(MARKET_DEMO_TODAY);
const activeOf = (b: typeof animalDisease.$inferSelect) =>
  rows.plants.filter(
    (p) =>
      p.status === 1 &&
      p.countryCode === b.countryCode &&
      p.accessType === b.accessType &&
      p.goodsTypes.some((g) => b.goodsTypes.includes(g)),
  );

describe('demo disease bans', () => {
  it('ban a whole country only where it has no active plant of the species, and a region only where none stands', () => {
    const whole = rows.bans.filter((b) => b.areaName === WHOLE_COUNTRY);
    const regional = rows.bans.filter((b) => b.areaName !== WHOLE_COUNTRY);
    expect(whole.length).toBeGreaterThan(5);
    expect(regional.length).toBeGreaterThan(5);
    for (const b of whole)
      expect(
        activeOf(b).map((p) => p.plantNo),
        `${b.plagueName} ${b.countryCode}`,
      ).toEqual([]);
    for (const b of regional) {
      const inside = activeOf(b).filter((p) => addressInRegion(p.address, b.areaName));
      expect(
        inside.map((p) => p.plantNo),
        `${b.plagueName} ${b.areaName}`,
      ).toEqual([]);
    }
  });

  it("include a banned country that has no access products, so the disease list's warning for it is reachable", () => {
    const open = new Set(rows.products.map((p) => `${p.accessType}|${p.countryCode}`));
    const closed = rows.bans.filter((b) => !open.has(`${b.accessType}|${b.countryCode}`)).map((b) => b.countryCode);
    expect(closed.length).toBeGreaterThan(0);
    // And most banned countries still export something, as in the trade: a ban is on species, not on a country.
    expect(rows.bans.length - closed.length).toBeGreaterThan(closed.length);
  });

  it('read like real ones: a known disease, its species, an English text beside the Chinese original, a past date', () => {
    for (const b of rows.bans) {
      expect(b.plagueName).toMatch(/swine fever|Foot-and-mouth|avian influenza|spongiform|petits ruminants|salmon anaemia/);
      expect(b.plagueNameAlias).not.toBe('');
      expect(b.plagueContent.toLowerCase()).toContain(b.plagueName.toLowerCase());
      expect(b.plagueContentAlias).toContain(b.plagueNameAlias);
      expect(b.goodsTypes.length).toBeGreaterThan(0);
      expect(isoDate(b.banDate)).toMatch(/^(199|20[0-2])\d-/);
      expect(isoDate(b.banDate) <= today).toBe(true);
    }
  });
});

describe('demo plants and companies', () => {
  it('never give two plants, or two companies, of one country the same name', () => {
    for (const [kind, list] of [
      ['plant', rows.plants],
      ['company', rows.companies],
    ] as const) {
      const seen = new Map<string, string>();
      for (const r of list) {
        for (const name of [r.plantName, r.plantNameZh]) {
          const key = `${r.countryCode}|${name}`;
          expect(seen.get(key), `${kind} ${name}`).toBeUndefined();
          seen.set(key, name);
        }
      }
    }
  });

  it('put seafood plants in ports and meat plants in their trade towns, with the region in the address', () => {
    for (const p of rows.plants) {
      const town = p.address.split(', ').at(-2);
      const place = (PLACES[p.countryCode] ?? []).find(([name]) => name === town);
      expect(place, `${p.plantNo} ${p.address}`).toBeDefined();
      expect(['B', p.accessType === '201' ? 'M' : 'S']).toContain(place![3]);
      expect(p.address.endsWith(`, ${place![2]}`)).toBe(true);
    }
  });

  it('have a status that follows from their registrations, suspensions and history', () => {
    const byPlant = <T extends { plantId: number }>(list: T[]) => {
      const map = new Map<number, T[]>();
      for (const r of list) map.set(r.plantId, [...(map.get(r.plantId) ?? []), r]);
      return map;
    };
    const regs = byPlant(rows.registrations);
    const events = byPlant(rows.events);
    const open = byPlant(rows.suspensions.filter((s) => s.liftedDate === null));
    for (const p of rows.plants) {
      const own = regs.get(p.id) ?? [];
      const history = (events.get(p.id) ?? []).sort((a, b) => isoDate(a.sourceDate).localeCompare(isoDate(b.sourceDate)) || a.id - b.id);
      // The generator's events, or those a demo notice made (it names itself as their source).
      expect(history.every((e) => e.companyId === p.companyId && ['demo', 'notice'].includes(e.source))).toBe(true);
      if (p.status === 1) {
        expect(open.get(p.id), p.plantNo).toBeUndefined();
        expect(own.some((r) => r.status === 1 && r.state === 'valid')).toBe(true);
      } else if (p.status === 0) {
        expect(open.get(p.id)?.length).toBeGreaterThan(0);
        expect(history.at(-1)?.recordType).toBe('SUSPENDED');
      } else {
        expect(history.map((e) => e.recordType)).toEqual(['APPLIED']);
        expect(own.every((r) => r.state === 'pending' && r.status === 0)).toBe(true);
      }
      for (const r of own) expect(r.status === 1).toBe(r.state === 'valid');
      expect(history.every((e) => isoDate(e.sourceDate) <= today)).toBe(true);
    }
  });

  it("tell a company's story as its plants' history does: since when, and whether it ships", () => {
    const plantsOf = new Map<number, (typeof plant.$inferSelect)[]>();
    for (const p of rows.plants) plantsOf.set(p.companyId, [...(plantsOf.get(p.companyId) ?? []), p]);
    const firstRegistered = new Map<number, string>();
    for (const e of rows.events) {
      if (e.recordType !== 'REGISTERED') continue;
      const d = isoDate(e.sourceDate);
      const prev = firstRegistered.get(e.companyId!);
      if (!prev || d < prev) firstRegistered.set(e.companyId!, d);
    }
    for (const c of rows.companies) {
      const since = firstRegistered.get(c.id);
      const active = (plantsOf.get(c.id) ?? []).some((p) => p.status === 1);
      if (since) expect(c.introduction).toContain(`since ${since.slice(0, 4)}`);
      else expect(c.introduction).toContain('applied for');
      if (!active && since) expect(c.introduction).toContain('suspended');
    }
  });
});

describe('demo products', () => {
  it('exist only where the country ships them, and every registered goods type has one', () => {
    const countryGoods = (p: { accessType: string; countryCode: string }) => new Set(goodsListOf(p.accessType, p.countryCode));
    for (const p of rows.products) {
      const allowed = productsOf(p.goodsType, p.countryCode, countryGoods(p)).map(([en]) => en);
      expect(allowed, `${p.countryCode} ${p.enGoodsName}`).toContain(p.enGoodsName);
    }
    const offered = new Set(rows.products.map((p) => `${p.accessType}|${p.countryCode}|${p.goodsType}`));
    for (const p of rows.plants) {
      for (const g of p.goodsTypes) expect(offered.has(`${p.accessType}|${p.countryCode}|${g}`), `${p.countryCode} ${g}`).toBe(true);
    }
    const productById = new Map(rows.products.map((p) => [p.id, p]));
    const plantById = new Map(rows.plants.map((p) => [p.id, p]));
    for (const l of rows.links) {
      const [pr, pl] = [productById.get(l.productId)!, plantById.get(l.plantId)!];
      expect(pl.countryCode).toBe(pr.countryCode);
      expect(pl.goodsTypes).toContain(pr.goodsType);
    }
  });
});
