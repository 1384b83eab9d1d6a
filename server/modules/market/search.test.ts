import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../contracts/core/envelope';
import type { CompanyCard, PlantDetail, PlantRow, SuspensionRow } from '../../../contracts/market/models';
import { createTestApp, type TestApp } from '../../test-support/app';
import { okData } from '../../test-support/envelope';

/** Issue 7: Reg.No.s match whatever their spacing, dots, dashes, slashes and case (the demo data's own numbers). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const api = async <T>(call: string, payload: object) =>
  okData<T>(await t.app.inject({ method: 'POST', url: `/api/pcCompanyFactory/${call}`, payload }));
const plantNos = (page: Page<{ plantNo: string }>) => page.list.map((p) => p.plantNo);
const normalised = (regNo: string) => regNo.toLowerCase().replace(/[\s./-]/g, '');

describe('Reg.No. keywords match whatever the spacing, dots, dashes, slashes and case', () => {
  it.each([
    ['201', 'sif127', 'SIF 127'],
    ['201', 'S.I.F. 127', 'SIF 127'],
    ['202', 'dl-876', 'DL 876'],
    ['202', 'DL876', 'DL 876'],
    ['201', 'est1000', 'EST. 1000'],
    ['201', 'cl/354', 'CL-354'],
    ['202', 'ar p 1004', 'AR-P-1004'],
  ])('the plant list (%s) finds %s as %s', async (accessType, keyword, regNo) => {
    const page = await api<Page<PlantRow>>('queryFactory', { accessType, plantNo: keyword, limit: 100 });
    expect(plantNos(page)).toContain(regNo);
  });

  it('a one- or two-character keyword is a prefix of the normalised Reg.No.', async () => {
    const plain = await api<Page<PlantRow>>('queryFactory', { accessType: '202', plantNo: 'dl', limit: 100 });
    const dotted = await api<Page<PlantRow>>('queryFactory', { accessType: '202', plantNo: 'D.', limit: 100 });
    expect(plain.total).toBeGreaterThan(0);
    expect(plantNos(plain).every((no) => normalised(no).startsWith('dl'))).toBe(true);
    expect(plantNos(dotted).every((no) => normalised(no).startsWith('d'))).toBe(true);
    expect(dotted.total).toBeGreaterThanOrEqual(plain.total);
  });

  it('the suspended list finds a suspended plant by its Reg.No. written without the space', async () => {
    const all = await api<Page<SuspensionRow>>('queryStopFactory', { accessType: '201', limit: 100 });
    const spaced = all.list.find((s) => / /.test(s.plantNo));
    expect(spaced).toBeDefined();
    const found = await api<Page<SuspensionRow>>('queryStopFactory', { accessType: '201', plantNo: normalised(spaced!.plantNo), limit: 100 });
    expect(plantNos(found)).toContain(spaced!.plantNo);
  });

  it('the company list finds the company of a plant by its Reg.No. written another way', async () => {
    const plant = await api<PlantDetail>('factoryDetail', { accessType: '202', countryCode: 'VN', plantNo: 'DL 876' });
    for (const keyword of ['dl876', 'DL-876', 'd.l. 876']) {
      const page = await api<Page<CompanyCard>>('getPcAllCompany', { accessType: '202', plantName: keyword, limit: 100 });
      expect(page.list.map((c) => c.companyCode), keyword).toContain(plant.companyCode);
    }
  });
});
