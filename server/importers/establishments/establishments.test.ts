import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plant, plantEvent, plantRegistration, plantSuspension } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test-support/app';
import { runImport } from '../core/index';
import { establishmentsImporter } from './index';

/** The GACC establishment list through the importer framework, on the demo database (whose plants it must not disturb). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const utf8 = (text: string) => new TextEncoder().encode(text);
// Both header styles: bilingual cells with a line break, and Chinese only.
const HEADER = [
  '序号\nNO.',
  '国家（地区）\nCOUNTRY(REGION)',
  '产品类别 CATEGORY',
  '在华注册编号 CHINA REG. NO.',
  '所在国家（地区）注册编号',
  '企业名称',
  '生产场所地址 ADDRESS',
  '注册日期 REG. DATE',
  '注册有效期 EXP. DATE',
  '状态',
];
const csvOf = (rows: string[][]) => [HEADER, ...rows].map((r) => r.map((c) => `"${c}"`).join(',')).join('\n');
const FIRST = [
  [
    '1',
    '阿根廷',
    '牛肉产品',
    'CARG2019000001',
    'senasa 9001',
    'Estancia Test Uno S.A.',
    'Ruta 5 km 10, Azul, Buenos Aires',
    '2019-05-10',
    '2029-05-09',
    '有效',
  ],
  [
    '2',
    '阿根廷',
    '禽肉产品',
    'CARG2020000002',
    'SENASA-9001',
    'Estancia Test Uno S.A.',
    'Ruta 5 km 10, Azul, Buenos Aires',
    '2020/01/15',
    '2030/01/14',
    '有效',
  ],
  [
    '3',
    'Argentina',
    'Beef products',
    'CARG2018000003',
    'SENASA 9002',
    'Frigorífico Test Dos S.A.',
    'Calle 1, Rosario, Santa Fe',
    '2018-03-01',
    '2028-02-28',
    'valid',
  ],
  [
    '4',
    '奥地利',
    '猪肉产品',
    'CAUT2019000004',
    'AT 9003 EC',
    'Testfleisch GmbH',
    'Hafenstraße 1, Linz, Upper Austria',
    '2019-07-01',
    '2024-06-30',
    '注销',
  ],
  ['5', '法国', '乳品', 'CFRA2019000005', 'FR 9004 CE', 'Laiterie Test', 'Rue 1, Lamballe, Brittany', '2019-01-01', '2029-01-01', '有效'],
  ['6', 'Atlantis', '水产品', '', 'AT-1', 'Nowhere Fish', '', '', '', '有效'],
];

const importCsv = (rows: string[][], fileName: string, options: { dryRun?: boolean; asOf?: string } = {}) =>
  runImport({ db: t.database.db, importer: establishmentsImporter, bytes: utf8(csvOf(rows)), fileName, asOf: '2026-11-01', ...options });

async function plantOf(countryCode: string, plantNo: string) {
  const [row] = await t.database.db
    .select()
    .from(plant)
    .where(and(eq(plant.countryCode, countryCode), eq(plant.plantNo, plantNo)));
  return row!;
}
const eventsOf = (plantId: number) =>
  t.database.db.select().from(plantEvent).where(eq(plantEvent.plantId, plantId)).orderBy(asc(plantEvent.id));

describe('establishments importer', () => {
  it('a dry run reports what it would do and writes nothing', async () => {
    const report = await importCsv(FIRST, 'gacc-2026-11-01.csv', { dryRun: true });
    expect(report).toMatchObject({ read: 6, imported: 4, updated: 0, unchanged: 0 });
    expect(await t.database.db.select().from(plant).where(eq(plant.plantNo, 'senasa 9001'))).toEqual([]);
  });

  it('imports both header styles, Chinese and English country names and states; reports out-of-scope and unknown rows', async () => {
    const report = await importCsv(FIRST, 'gacc-2026-11-01.csv');
    expect(report).toMatchObject({ read: 6, imported: 4, updated: 0, unchanged: 0 });
    expect(report.rejected).toEqual([
      // The header's cells hold line breaks: it takes lines 1 to 3, and a row's line is the line it starts on.
      { line: 8, reason: expect.stringMatching(/^Out of scope, not imported: 乳品/) },
      { line: 9, reason: 'Unknown country: Atlantis' },
    ]);
    // Rows 1 and 2 are one plant (its Reg.No. written two ways) with two registrations.
    const uno = await plantOf('AR', 'senasa 9001');
    expect(uno).toMatchObject({ accessType: '201', status: 1, plantName: 'Estancia Test Uno S.A.', listFile: 'gacc-2026-11-01.csv' });
    expect(uno.goodsTypes.sort()).toEqual(['BEEF', 'POULTRY']);
    const cancelled = await plantOf('AT', 'AT 9003 EC');
    expect(cancelled.status).toBe(3);
    const [reg] = await t.database.db.select().from(plantRegistration).where(eq(plantRegistration.plantId, cancelled.id));
    expect(reg).toMatchObject({ goodsType: 'PORK', state: 'cancelled', status: 0, registerExpireDate: '2024-06-30' });
    const events = await eventsOf(uno.id);
    expect(events.map((e) => e.recordType)).toEqual(['REGISTERED', 'REGISTERED']);
    expect(events[0]).toMatchObject({
      source: 'import',
      sourceFile: 'gacc-2026-11-01.csv',
      sourceDate: '2026-11-01',
      companyId: uno.companyId,
    });
  });

  it('records what a newer list changes as history events and suspensions, then nothing when imported again', async () => {
    const changed = FIRST.slice(0, 4).map((r) => [...r]);
    changed[0]![9] = '暂停进口'; // beef of SENASA 9001 suspended
    changed[1]![8] = '2035-01-14'; // poultry renewed
    changed[2]![9] = 'expired';
    changed[3]![9] = '有效'; // the cancelled Austrian plant registered again
    const file = 'gacc-2026-11-20.xlsx';
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('list');
    sheet.addRow(['Registered establishments (test)']);
    sheet.addRow(HEADER.map((h) => h.replace('所在国家（地区）注册编号', '所在国家（地区）注册编号 OVERSEAS REG. NO.')));
    for (const r of changed) sheet.addRow(r);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const run = () => runImport({ db: t.database.db, importer: establishmentsImporter, bytes, fileName: file, asOf: '2026-11-20' });

    const report = await run();
    expect(report).toMatchObject({ read: 4, imported: 0, updated: 4, unchanged: 0, rejected: [] });
    const uno = await plantOf('AR', 'senasa 9001');
    expect(uno.status).toBe(1); // poultry is still valid
    const latest = (await eventsOf(uno.id)).slice(2);
    expect(latest.map((e) => [e.recordType, e.goodsType])).toEqual([
      ['SUSPENDED', 'BEEF'],
      ['RENEWED', 'POULTRY'],
    ]);
    expect(latest[0]).toMatchObject({
      sourceFile: file,
      sourceDate: '2026-11-20',
      before: { state: 'valid' },
      after: { state: 'suspended' },
    });
    expect(latest[1]!.id).toBeGreaterThan(latest[0]!.id);
    const [suspension] = await t.database.db.select().from(plantSuspension).where(eq(plantSuspension.plantId, uno.id));
    expect(suspension).toMatchObject({
      goodsType: 'BEEF',
      suspendDate: '2026-11-20',
      liftedDate: null,
      reason: expect.stringContaining(file),
    });
    const dos = await plantOf('AR', 'SENASA 9002');
    expect(dos.status).toBe(3);
    expect((await eventsOf(dos.id)).map((e) => e.recordType)).toEqual(['REGISTERED', 'EXPIRED', 'STATUS_CHANGED']);
    expect((await plantOf('AT', 'AT 9003 EC')).status).toBe(1);

    const count = async () => (await t.database.db.select().from(plantEvent)).length;
    const before = await count();
    expect(await run()).toMatchObject({ read: 4, imported: 0, updated: 0, unchanged: 4, rejected: [] });
    expect(await count()).toBe(before);
  });

  it('flags a plant an earlier list held that a full country list lacks, and refuses rows older than the stored list', async () => {
    const report = await importCsv([FIRST[0]!], 'gacc-2026-11-25.jsonl.csv', { asOf: '2026-11-25' });
    expect(report.unchanged + report.updated).toBe(1);
    const dos = await plantOf('AR', 'SENASA 9002');
    expect(dos.reviewFlag).toBe('MISSING_FROM_LIST');
    expect(dos.reviewNote).toContain('gacc-2026-11-25.jsonl.csv');
    const old = await importCsv([FIRST[0]!], 'gacc-2026-10-01.csv', { asOf: '2026-10-01' });
    expect(old.rejected).toEqual([{ line: 4, reason: expect.stringContaining('A newer list') }]);
  });

  it('reads JSON Lines whose keys are the headers', async () => {
    const line = Object.fromEntries(HEADER.map((h, i) => [h, FIRST[2]![i]]));
    const bytes = utf8(`${JSON.stringify({ ...line, '所在国家（地区）注册编号': 'SENASA 9005' })}\n`);
    const report = await runImport({
      db: t.database.db,
      importer: establishmentsImporter,
      bytes,
      fileName: 'list.jsonl',
      asOf: '2026-11-25',
    });
    expect(report).toMatchObject({ read: 1, imported: 1, rejected: [] });
    expect((await plantOf('AR', 'SENASA 9005')).status).toBe(1);
  });
});
