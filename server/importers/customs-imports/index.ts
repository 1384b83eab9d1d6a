import { CUSTOMS_CATEGORIES, DATA_SOURCES, PRODUCT_TYPE_CODES, PRODUCT_TYPES, productTypeOfHs } from '../../../contracts/data/codes';
import { createDataImports } from '../../modules/data/index';
import { defineImporter } from '../core/index';
import { monthCell, numbers } from '../data-fields';

/**
 * `npm run import -- customs-imports <file>`: China Customs monthly imports by country and customs category
 * (docs/imports.md 'customs-imports'): value in US dollars, volume in tonnes.
 */

/** The portal's category of an HS code: the longest category code it starts with. */
function categoryOf(hs: string) {
  const digits = hs.replace(/\D/g, '');
  const type = productTypeOfHs(digits);
  if (!type) return undefined;
  const category = [...CUSTOMS_CATEGORIES[type]].sort((a, b) => b.code.length - a.code.length).find((c) => digits.startsWith(c.code));
  return category ? { productType: type, categoryCode: category.code } : undefined;
}
const typeNames = new Map(PRODUCT_TYPES.flatMap((t) => [t.code, t.name, t.enName].map((n) => [n.toLowerCase(), t.code] as const)));

export const customsImportsImporter = defineImporter({
  kind: 'customs-imports',
  title: 'China Customs monthly imports',
  description: 'Monthly imports by origin country and HS category: value (US$) and volume (tonnes), as China Customs publishes them',
  columns: [
    { key: 'month', names: ['month', 'period', 'date', '月份', '日期', '年月'], required: true },
    { key: 'hsCode', names: ['hs code', 'hsCode', 'commodity code', 'category', '商品编码', '税则号列', 'HS编码'], required: true },
    { key: 'productType', names: ['product type', 'productType', '产品类别', '商品类别'] },
    {
      key: 'country',
      names: ['country', 'origin', 'country of origin', 'trading partner', '国家', '原产国', '贸易伙伴', '国别'],
      required: true,
    },
    { key: 'value', names: ['value', 'value (usd)', 'value usd', 'amount', '金额', '金额(美元)', '美元'], required: true },
    { key: 'volume', names: ['volume', 'volume (t)', 'quantity', 'tonnes', 'tons', '数量', '数量(吨)', '重量(吨)'], required: true },
  ],
  prepare: (ctx) => createDataImports(ctx.db).countryLookup(),
  parse(row, _ctx, countries) {
    const v = row.values;
    const month = monthCell(v.month);
    if (!month) return { ok: false, reason: `month is not a month: '${v.month ?? ''}'` };
    const category = categoryOf(v.hsCode ?? '');
    if (!category) return { ok: false, reason: `HS code '${v.hsCode ?? ''}' is not one of the portal's customs categories` };
    const named = v.productType ? typeNames.get(v.productType.trim().toLowerCase()) : undefined;
    if (v.productType && !named)
      return { ok: false, reason: `product type '${v.productType}' is not one of ${PRODUCT_TYPE_CODES.join(', ')}` };
    if (named && named !== category.productType)
      return { ok: false, reason: `HS code ${v.hsCode} is ${category.productType}, not ${named}` };
    const countryCode = countries.get(v.country?.trim().toLowerCase() ?? '');
    if (!countryCode) return { ok: false, reason: `unknown country '${v.country ?? ''}'` };
    const read = numbers(v, ['value', 'volume'] as const, ['value', 'volume']);
    if (!read.ok) return read;
    return {
      ok: true,
      value: {
        month,
        ...category,
        countryCode,
        valueUsd: read.values.value!,
        volumeTonnes: read.values.volume!,
        source: DATA_SOURCES.customs,
      },
    };
  },
  apply: (rows, ctx) => createDataImports(ctx.db).customs(rows, ctx.dryRun),
});
