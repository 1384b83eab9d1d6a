import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import { marketCalls } from '../../../contracts/market/calls';
import type { Page } from '../../../contracts/core/envelope';
import type {
  CompanyCard,
  FactoryStatus,
  PlantDetail,
  PlantRow,
  ProductDetail,
  ProductRow,
  SuspensionRow,
} from '../../../contracts/market/models';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';

/** Issue 7: how Reg.No.s are found and ordered, on the demo data's own numbers. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const api = async <T>(definition: CallDefinition, payload: object) => okData<T>(await call(t, definition, { body: payload }));
const plantNos = (page: Page<{ plantNo: string }>) => page.list.map((p) => p.plantNo);
const normalised = (regNo: string) => regNo.toLowerCase().replace(/[\s./-]/g, '');

describe('Reg.No. keywords match whatever the spacing, dots, dashes, slashes and case', () => {
  /** A Reg.No. of the demo that starts with `prefix` (its style: SIF 127, DL 876, EST. 1000, CL-354, AR-P-1004). */
  const regNoLike = async (accessType: string, prefix: string, pattern: RegExp) => {
    // EST. numbers are American and Canadian; 'es' alone would list Spain's first.
    const country = prefix === 'es' ? { countryCode: 'US' } : {};
    const page = await api<Page<PlantRow>>(marketCalls.plants, { accessType, plantNo: prefix, limit: 100, ...country });
    const regNo = plantNos(page).find((no) => pattern.test(no));
    expect(regNo, `${prefix}: ${plantNos(page).slice(0, 5).join(', ')}`).toBeDefined();
    return regNo!;
  };
  it.each([
    ['201', 'si', /^SIF \d+$/, (n: string) => `sif${n}`],
    ['201', 'si', /^SIF \d+$/, (n: string) => `S.I.F. ${n}`],
    ['202', 'dl', /^DL \d+$/, (n: string) => `dl-${n}`],
    ['202', 'dl', /^DL \d+$/, (n: string) => `DL${n}`],
    ['201', 'es', /^EST\. \d+$/, (n: string) => `est${n}`],
    ['201', 'cl', /^CL-\d+$/, (n: string) => `cl/${n}`],
    ['202', 'ar', /^AR-P-\d+$/, (n: string) => `ar p ${n}`],
  ])('the plant list (%s) finds a Reg.No. starting %s written another way', async (accessType, prefix, pattern, variant) => {
    const regNo = await regNoLike(accessType, prefix, pattern);
    const keyword = variant(regNo.match(/\d+$/)![0]);
    const page = await api<Page<PlantRow>>(marketCalls.plants, { accessType, plantNo: keyword, limit: 100 });
    expect(plantNos(page), keyword).toContain(regNo);
  });

  it('a one- or two-character keyword is a prefix of the normalised Reg.No.', async () => {
    const plain = await api<Page<PlantRow>>(marketCalls.plants, { accessType: '202', plantNo: 'dl', limit: 100 });
    const dotted = await api<Page<PlantRow>>(marketCalls.plants, { accessType: '202', plantNo: 'D.', limit: 100 });
    expect(plain.total).toBeGreaterThan(0);
    expect(plantNos(plain).every((no) => normalised(no).startsWith('dl'))).toBe(true);
    expect(plantNos(dotted).every((no) => normalised(no).startsWith('d'))).toBe(true);
    expect(dotted.total).toBeGreaterThanOrEqual(plain.total);
  });

  it('the suspended list finds a suspended plant by its Reg.No. written without the space', async () => {
    const all = await api<Page<SuspensionRow>>(marketCalls.suspended, { accessType: '201', limit: 100 });
    const spaced = all.list.find((s) => / /.test(s.plantNo));
    expect(spaced).toBeDefined();
    const found = await api<Page<SuspensionRow>>(marketCalls.suspended, {
      accessType: '201',
      plantNo: normalised(spaced!.plantNo),
      limit: 100,
    });
    expect(plantNos(found)).toContain(spaced!.plantNo);
  });

  it('the company list finds the company of a plant by its Reg.No. written another way', async () => {
    const regNo = await regNoLike('202', 'dl', /^DL \d+$/);
    const plant = await api<PlantDetail>(marketCalls.plant, { accessType: '202', countryCode: 'VN', plantNo: regNo });
    const n = regNo.slice(3);
    for (const keyword of [`dl${n}`, `DL-${n}`, `d.l. ${n}`]) {
      const page = await api<Page<CompanyCard>>(marketCalls.companies, { accessType: '202', plantName: keyword, limit: 100 });
      expect(
        page.list.map((c) => c.companyCode),
        keyword,
      ).toContain(plant.companyCode);
    }
  });
});

describe("a product's plant cards", () => {
  const post = async <T>(definition: CallDefinition, payload: object) => okData<T>(await call(t, definition, { body: payload }));
  const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  /** Active plants first, then Reg.No.s in natural order (SENASA 477 before SENASA 1012). */
  const expectedOrder = (plants: FactoryStatus[]) =>
    [...plants]
      .sort((a, b) => Number(b.status === 1) - Number(a.status === 1) || natural.compare(a.plantNo, b.plantNo))
      .map((p) => p.plantNo);

  it('list active plants first, then Reg.No.s in natural order, on the detail and on every page of the list', async () => {
    const products = await post<Page<ProductRow>>(marketCalls.products, { accessType: '201', countryCode: 'AR', limit: 100 });
    const query = { accessType: '201', countryCode: 'AR' };
    // A product whose active plants mix three- and four-digit numbers, where text order and natural order differ.
    let mixed: { goodsCode: string; all: Page<FactoryStatus> } | undefined;
    for (const { goodsCode } of products.list) {
      const all = await post<Page<FactoryStatus>>(marketCalls.productPlants, { ...query, goodsCode, limit: 9999 });
      const active = all.list.filter((p) => p.status === 1).map((p) => p.plantNo.length);
      if (new Set(active).size > 1) {
        mixed = { goodsCode, all };
        break;
      }
    }
    expect(mixed).toBeDefined();
    const { goodsCode, all } = mixed!;
    expect(all.list.map((p) => p.plantNo)).toEqual(expectedOrder(all.list));
    const detail = await post<ProductDetail>(marketCalls.product, { ...query, goodsCode });
    expect(detail.factoryStatusList.map((p) => p.plantNo)).toEqual(expectedOrder(all.list).slice(0, detail.factoryStatusList.length));
    const second = await post<Page<FactoryStatus>>(marketCalls.productPlants, { ...query, goodsCode, page: 2, limit: 5 });
    expect(second.list.map((p) => p.plantNo)).toEqual(expectedOrder(all.list).slice(5, 10));
  });
});
