import { createHash } from 'node:crypto';
import { DATA_SOURCES, productTypeOfHs } from '../../../contracts/data/codes';
import { createDataImports } from '../../modules/data/index';
import { defineImporter } from '../core/index';
import { monthCell, numberCell } from '../data-fields';

/**
 * `npm run import -- unapproved <file> [--as-of YYYY-MM-DD]`: the monthly list of shipments refused entry
 * (docs/imports.md 'unapproved'). China Customs' own lists carry neither the inspection ID nor the month in a column:
 * the month is then the --as-of day's, and the shipment is identified by its fields.
 */
export const unapprovedImporter = defineImporter({
  kind: 'unapproved',
  title: 'Unapproved shipments',
  description:
    'The monthly list of meat and seafood shipments refused entry (HS编码, 产品名称, 产地, 生产企业, 进口商, 重量, 未准入境的事实, 进境口岸)',
  columns: [
    { key: 'hsCode', names: ['hs code', 'hsCode', 'HS编码', '商品编码'] },
    { key: 'quarantineCode', names: ['inspection id', 'quarantineCode', 'inspection no.', '检验检疫编号', '报检号'] },
    { key: 'productName', names: ['product', 'product name', 'productName', '产品名称', '品名'], required: true },
    { key: 'country', names: ['origin country', 'originCountry', 'country', 'origin', '产地', '原产国', '原产地'], required: true },
    { key: 'manufacturer', names: ['manufacturer', 'originCompany', 'producer', '生产企业', '生产企业信息', '生产企业名称'] },
    { key: 'importer', names: ['importer', '进口商', '进口商信息', '进口商名称'] },
    { key: 'weight', names: ['weight', 'weight (kg)', 'weight kg', 'productWeight', '重量', '重量(公斤)', '重量(千克)'] },
    { key: 'reason', names: ['reason', 'rejectReason', 'reject reason', '未准入境的事实', '未准入境原因'], required: true },
    { key: 'port', names: ['port', 'entry port', 'entryPort', 'port of entry', '进境口岸', '口岸'] },
    { key: 'month', names: ['report month', 'reportMonth', 'month', '报送月份', '月份'] },
  ],
  prepare: (ctx) => createDataImports(ctx.db).countryLookup(),
  parse(row, ctx, countries) {
    const v = row.values;
    const reportMonth = v.month ? monthCell(v.month) : monthCell(ctx.asOf);
    if (!reportMonth) return { ok: false, reason: `report month is not a month: '${v.month ?? ''}'` };
    const originCountryCode = countries.get(v.country?.trim().toLowerCase() ?? '');
    if (!originCountryCode) return { ok: false, reason: `unknown country '${v.country ?? ''}'` };
    const weightKg = numberCell(v.weight);
    if (weightKg !== undefined && (Number.isNaN(weightKg) || weightKg < 0))
      return { ok: false, reason: `weight is not a number: '${v.weight}'` };
    const fields = {
      hsCode: v.hsCode?.trim() ?? '',
      productName: v.productName!.trim(),
      productType: productTypeOfHs(v.hsCode ?? ''),
      originCountryCode,
      originCompany: v.manufacturer?.trim() ?? '',
      importer: v.importer?.trim() ?? '',
      weightKg: weightKg ?? null,
      rejectReason: v.reason!.trim(),
      entryPort: v.port?.trim() ?? '',
      reportMonth,
      source: DATA_SOURCES.customs,
    };
    // Without an inspection ID, the shipment's own fields identify it, so the same list imported twice matches.
    const quarantineCode =
      v.quarantineCode?.trim() ||
      `REF-${reportMonth.slice(0, 7).replace('-', '')}-${createHash('sha256')
        .update(JSON.stringify({ ...fields, line: undefined }))
        .digest('hex')
        .slice(0, 10)}`;
    return { ok: true, value: { quarantineCode, ...fields } };
  },
  apply: (rows, ctx) => createDataImports(ctx.db).unapproved(rows, ctx.dryRun),
});
