import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataCalls } from '../../../contracts/data/calls';
import { createTestApp, type TestApp } from '../../test-support/app';
import { callAs } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { csvBytes, importFile, xlsxBytes } from '../data-test-kit';
import { unapprovedImporter } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t?.close());

const list = (body: object = {}) => callAs(t, {}, dataCalls.unapproved, { params: { page: 1, limit: 1000 }, body }).then(okData);

describe('unapproved shipments importer', () => {
  // China Customs' own layout: no inspection ID and no month column (the month comes from --as-of).
  const chinese = [
    ['序号', 'HS编码', '产品名称', '产地', '生产企业', '进口商', '重量(公斤)', '未准入境的事实', '进境口岸'],
    [1, '02032900', '冷冻猪后腿肉', '西班牙', 'Frigorificos del Sur S.A.', '上海某食品贸易有限公司', '24,000', '证书不合格', '洋山海关'],
    [2, '03061719', '冻南美白虾', '厄瓜多尔', 'Pesquera Andina', '青岛某水产有限公司', 26500, '检出沙门氏菌', '青岛海关'],
    [3, '02071400', '冻鸡爪', '亚特兰蒂斯', 'X', 'Y', 1000, '标签不合格', '天津海关'],
  ];

  it('takes the month from --as-of, maps Chinese country names, refuses an unknown country by line, and lists the rows', async () => {
    const report = await importFile(t, unapprovedImporter, csvBytes(chinese), 'gacc-2026-10.csv', { asOf: '2026-10-31' });
    expect(report).toMatchObject({
      read: 3,
      imported: 2,
      updated: 0,
      unchanged: 0,
      rejected: [{ line: 4, reason: "unknown country '亚特兰蒂斯'" }],
    });
    const page = await list();
    expect(page).toMatchObject({ source: 'China Customs', asOf: '2026-10', total: 2 });
    expect(page.list.map((r: { originCountry: string }) => r.originCountry).sort()).toEqual(['Ecuador', 'Spain']);
    expect((await list({ productType: 'SEAFOOD' })).list[0]).toMatchObject({
      productName: '冻南美白虾',
      productWeight: 26500,
      showPublishDate: '2026-10',
    });
    expect((await list({ keyText: '沙门' })).total).toBe(1);
    expect((await list({ keyText: 'spain' })).total).toBe(1);
  });

  it('reports the same list again unchanged, reads English headers from .xlsx, and writes nothing on a dry run', async () => {
    expect(await importFile(t, unapprovedImporter, csvBytes(chinese), 'gacc-2026-10.csv', { asOf: '2026-10-31' })).toMatchObject({
      imported: 0,
      unchanged: 2,
    });
    const english = [
      [
        'HS Code',
        'Inspection ID',
        'Product Name',
        'Origin Country',
        'Manufacturer',
        'Importer',
        'Weight (kg)',
        'Reason',
        'Entry Port',
        'Report Month',
      ],
      [
        '02023000',
        '220826110001',
        'Frozen boneless beef',
        'Brazil',
        'Frigorifico Norte',
        'Tianjin Importer Co.',
        25000,
        'Certificate not conforming',
        'Tianjin Xingang',
        '2026-09',
      ],
    ];
    const dry = await importFile(t, unapprovedImporter, await xlsxBytes(english), 'list.xlsx', { dryRun: true });
    expect(dry).toMatchObject({ imported: 1 });
    expect((await list()).total).toBe(2);
    expect(await importFile(t, unapprovedImporter, await xlsxBytes(english), 'list.xlsx')).toMatchObject({ imported: 1, rejected: [] });
    expect((await list({ productType: 'BEEF' })).list[0]).toMatchObject({ quarantineCode: '220826110001', showPublishDate: '2026-09' });
  });
});
