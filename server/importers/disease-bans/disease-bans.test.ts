import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import { marketCalls } from '../../../contracts/market/calls';
import type { Eligibility } from '../../../contracts/market/eligibility';
import { DISEASES } from '../../modules/market/index';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { createActivePlant, type MadePlant } from '../../test-support/factories';
import { csvBytes, importFile, xlsxBytes } from '../data-test-kit';
import { diseaseBansImporter } from './index';

let t: TestApp;
let plant: MadePlant;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  // A beef plant, so a disease of its species exists (BSE, FMD) whatever else it makes.
  plant = await createActivePlant(t, { accessType: '201', countryCode: 'UY', primaryGoods: 'BEEF' });
});
afterAll(() => t?.close());

const post = async (definition: CallDefinition, payload: object) => okData<any>(await call(t, definition, { body: payload }));
const bansIn = (countryCode: string) => post(marketCalls.animalDiseases, { countryCodeList: [countryCode], limit: 100 });

describe('animal disease bans importer', () => {
  it('imports bans with Chinese headers and names, refuses what it cannot place by line, and the eligibility check reads them', async () => {
    // A disease of a species the plant is registered for, named in Chinese as GACC's notices do.
    const [, disease] = Object.entries(DISEASES).find(
      ([, d]) => d.accessType === '201' && plant.goodsTypes.some((g) => d.goodsTypes.includes(g as never)),
    )!;
    const file = [
      ['国家（地区）', '地区', '疫病', '禁令内容', '发布日期'],
      ['乌拉圭', '全国', disease.zh, `禁止从乌拉圭输入${disease.speciesZh}及其相关产品。`, '2026年11月20日'],
      ['Brazil', 'Rio Grande do Sul', 'HPAI', 'Imports of poultry and their products from Rio Grande do Sul are prohibited.', '2026/11/19'],
      ['Atlantis', '', 'ASF', '', '2026-11-19'],
      ['France', '', 'Rabies', '', '2026-11-19'],
      ['France', '', 'ASF', '', 'soon'],
    ];
    const report = await importFile(t, diseaseBansImporter, csvBytes(file), 'gacc-bans-2026-11.csv');
    expect(report).toMatchObject({ read: 5, imported: 2, updated: 0, unchanged: 0 });
    expect(report.rejected.map((r) => r.line)).toEqual([4, 5, 6]);
    expect(report.rejected[0]!.reason).toContain('Unknown country: Atlantis');
    expect(report.rejected[1]!.reason).toContain('Unknown disease: Rabies');
    expect(report.rejected[2]!.reason).toContain("'soon'");

    const [uruguay] = (await bansIn('UY')).list;
    expect(uruguay).toMatchObject({
      areaName: 'Whole country',
      plagueName: disease.en,
      plagueNameAlias: disease.zh,
      plagueContentAlias: expect.stringContaining('乌拉圭'),
      accessType: '201',
    });
    expect((await bansIn('BR')).list).toMatchObject([{ areaName: 'Rio Grande do Sul', plagueName: DISEASES.HPAI.en }]);
    expect((await post(marketCalls.animalDiseases, { queryWord: disease.zh.slice(0, 3), limit: 100 })).total).toBeGreaterThan(0);

    const goodsType = plant.goodsTypes.find((g) => disease.goodsTypes.includes(g as never))!;
    const answer = await post(marketCalls.eligibility, { countryCode: 'UY', plantNo: plant.plantNo, accessType: '201', goodsType });
    expect((answer as Eligibility).answer).toBe('no');
    expect((answer as Eligibility).reasons.find((r) => r.check === 'ban')).toMatchObject({
      outcome: 'fail',
      date: '2026-11-20',
      text: expect.stringContaining(`${disease.en}: imports of`),
    });
  });

  it('reports the same file again unchanged, a reworded ban as updated, and writes nothing on a dry run', async () => {
    const again = [
      ['Country', 'Area', 'Disease', 'Content', 'Date'],
      [
        'Brazil',
        'Rio Grande do Sul',
        'Highly pathogenic avian influenza',
        'Imports of poultry and their products from Rio Grande do Sul are prohibited.',
        '2026-11-19',
      ],
    ];
    expect(await importFile(t, diseaseBansImporter, await xlsxBytes(again), 'again.xlsx')).toMatchObject({ imported: 0, unchanged: 1 });
    again[1]![3] = 'Imports of poultry, eggs and their products from Rio Grande do Sul are prohibited.';
    expect(await importFile(t, diseaseBansImporter, csvBytes(again), 'reworded.csv')).toMatchObject({ updated: 1, imported: 0 });
    expect((await bansIn('BR')).list).toMatchObject([{ plagueContent: again[1]![3] }]);

    const before = (await bansIn('FR')).total;
    const dry = await importFile(
      t,
      diseaseBansImporter,
      csvBytes([again[0]!, ['France', 'Bretagne', 'ASF', '', '2026-11-21']]),
      'dry.csv',
      {
        dryRun: true,
      },
    );
    expect(dry).toMatchObject({ imported: 1, dryRun: true });
    expect((await bansIn('FR')).total).toBe(before);
  });
});
