import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeChange } from '../../../contracts/news/notices';
import { readDemoMarket, type DemoMarket } from '../../test-support/demo-market';
import { WHOLE_COUNTRY } from './market-bans';
import { isoDate } from './market-batch';

/**
 * Issue 26, 'A demo generated from events', over the whole generated dataset (the run's demo template): the GACC
 * updates that change the registry agree with the market tables, each way round, and the news names only plants
 * that exist with the products it says. The market's own rules are in market-consistency.test.ts.
 */
let close: () => Promise<void>;
let rows: DemoMarket;

beforeAll(async () => {
  ({ rows, close } = await readDemoMarket());
});
afterAll(() => close?.());

describe('demo notices (issue 26: a demo generated from events)', () => {
  const plantKey = (p: { countryCode: string; accessType: string; plantNo: string }) => `${p.countryCode}|${p.accessType}|${p.plantNo}`;
  const EVENT_OF = { registered: 'REGISTERED', renewed: 'RENEWED', suspended: 'SUSPENDED', lifted: 'RESUMED' } as const;

  it('state changes that hold in the tables at their date, each event and ban naming its notice as the source', () => {
    const plants = new Map(rows.plants.map((p) => [plantKey(p), p]));
    // Grouped by plant once, so the check stays linear at a large scale.
    const group = <T extends { plantId: number }>(list: T[]) => {
      const map = new Map<number, T[]>();
      for (const r of list) (map.get(r.plantId) ?? map.set(r.plantId, []).get(r.plantId)!).push(r);
      return map;
    };
    const eventsOf = group(rows.events);
    const suspensionsOf = group(rows.suspensions);
    const withChanges = rows.notices.filter((n) => (n.changes as NoticeChange[]).length > 0);
    expect(withChanges.length).toBeGreaterThan(20);
    for (const n of withChanges) {
      expect(n.state, n.infoCode).toBe('published');
      expect(n.appliedAt, n.infoCode).not.toBeNull();
      expect(n.applied as unknown[]).toHaveLength((n.changes as NoticeChange[]).length);
      for (const c of n.changes as NoticeChange[]) {
        const where = `${n.infoCode}: ${c.kind} ${c.action}`;
        expect(c.date <= isoDate(n.enInfoTime), where).toBe(true);
        if (c.kind === 'ban') {
          const lifting = c.action === 'lifted';
          const ban = rows.bans.find(
            (b) =>
              b.countryCode === c.countryCode &&
              b.plagueName === c.disease &&
              b.areaName === (c.areaName || WHOLE_COUNTRY) &&
              (lifting ? b.liftedDate !== null && isoDate(b.liftedDate) === c.date : isoDate(b.banDate) === c.date),
          );
          expect(ban, where).toBeDefined();
          if (!lifting) expect(ban, where).toMatchObject({ source: 'notice', sourceId: n.id });
          // A lift names its notice on its own change row (decision 0061); the ban keeps the notice that imposed it.
          else
            expect(
              rows.lifts.find((l) => l.diseaseId === ban!.id),
              where,
            ).toMatchObject({ source: 'notice', sourceId: n.id });
          continue;
        }
        const plant = plants.get(plantKey(c));
        expect(plant, `${where} ${c.plantNo}`).toBeDefined();
        const events = (eventsOf.get(plant!.id) ?? []).filter(
          (e) =>
            e.recordType === EVENT_OF[c.action as keyof typeof EVENT_OF] &&
            isoDate(e.sourceDate) === c.date &&
            (c.goodsTypes.length === 0 || c.goodsTypes.includes(e.goodsType ?? '')),
        );
        expect(events.length, `${where} ${c.plantNo} ${c.date}`).toBeGreaterThan(0);
        expect(events.every((e) => e.source === 'notice' && e.sourceId === n.id && e.sourceFile === n.infoCode)).toBe(true);
        const suspensions = suspensionsOf.get(plant!.id) ?? [];
        if (c.action === 'suspended')
          expect(
            suspensions.some((x) => isoDate(x.suspendDate) === c.date),
            where,
          ).toBe(true);
        if (c.action === 'lifted')
          expect(
            suspensions.some((x) => x.liftedDate && isoDate(x.liftedDate) === c.date),
            where,
          ).toBe(true);
      }
    }
  });

  it('lift a few bans, each by a notice, with its change row, on the day the ban list says', () => {
    const lifted = rows.bans.filter((b) => b.liftedDate !== null);
    expect(lifted.length).toBeGreaterThan(0);
    expect(rows.lifts).toHaveLength(lifted.length);
    const byId = new Map(rows.notices.map((n) => [n.id, n]));
    for (const b of lifted) {
      const lift = rows.lifts.find((l) => l.diseaseId === b.id);
      expect(lift, `${b.countryCode} ${b.areaName}`).toBeDefined();
      expect(isoDate(lift!.liftedDate)).toBe(isoDate(b.liftedDate!));
      expect(isoDate(b.liftedDate!) > isoDate(b.banDate)).toBe(true);
      const notice = byId.get(lift!.sourceId ?? 0);
      expect(notice, `${b.countryCode} ${b.areaName}`).toBeDefined();
      const change = (notice!.changes as NoticeChange[]).find(
        (c) => c.kind === 'ban' && c.action === 'lifted' && c.disease === b.plagueName && (c.areaName || WHOLE_COUNTRY) === b.areaName,
      );
      expect(change?.date).toBe(isoDate(b.liftedDate!));
      expect(isoDate(notice!.enInfoTime)).toBe(isoDate(b.liftedDate!));
    }
  });

  it('give every ban in the tables its notice, and every suspended plant its suspension event', () => {
    const byId = new Map(rows.notices.map((n) => [n.id, n]));
    for (const b of rows.bans) {
      const notice = byId.get(b.sourceId ?? 0);
      expect(notice, `${b.countryCode} ${b.plagueName}`).toBeDefined();
      expect((notice!.changes as NoticeChange[]).some((c) => c.kind === 'ban' && c.disease === b.plagueName)).toBe(true);
    }
    const suspendedEvents = new Set(rows.events.filter((e) => e.recordType === 'SUSPENDED').map((e) => e.plantId));
    for (const p of rows.plants.filter((x) => x.status === 0)) expect(suspendedEvents.has(p.id), p.plantNo).toBe(true);
  });

  it('name only plants that exist in the country named, registered for the products said', () => {
    const plants = new Map(rows.plants.map((p) => [plantKey(p), p]));
    const companies = new Map(rows.companies.map((c) => [c.id, c]));
    for (const n of rows.notices) {
      for (const c of n.changes as NoticeChange[]) {
        expect(n.countryCodes, n.infoCode).toContain(c.countryCode);
        if (c.kind !== 'plant') continue;
        const plant = plants.get(plantKey(c))!;
        for (const g of c.goodsTypes) expect(plant.goodsTypes, `${n.infoCode} ${c.plantNo}`).toContain(g);
        // The text lists the plants it changed.
        expect(n.contentEng, n.infoCode).toContain(c.plantNo);
      }
    }
    for (const item of rows.news.filter((i) => i.newsSource === 164)) {
      for (const plantNo of item.plantNos) {
        const plant = plants.get(plantKey({ countryCode: item.countryCode, accessType: item.accessType, plantNo }));
        expect(plant, `${item.enContentTitle}: ${plantNo}`).toBeDefined();
        expect(item.companyTags).toContain(companies.get(plant!.companyId)!.companyCode);
      }
    }
  });
});
