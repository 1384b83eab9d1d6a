import { AGREEMENTS } from '../../../contracts/costs/codes';
import { createCostImports, type TariffImport } from '../../modules/costs/index';
import { defineImporter } from '../core/index';
import { dayCell } from '../data-fields';

/**
 * `npm run import -- tariffs <file>` (docs/imports.md 'tariffs'): lines of the Customs Tariff of the PRC, one 8-digit
 * HS code a row, rates in percent; one column per free-trade agreement (named by its code: CHAFTA, CN_NZ, RCEP, …);
 * additional duties as 'ORIGIN:RATE:FROM:TO' separated by ';' (TO may be empty). A line replaces what was stored for it.
 */

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
/** '12' or '4.8' percent → basis points (1200, 480); null when not a percent. */
const bp = (text: string | undefined) => (text !== undefined && PERCENT.test(text) ? Math.round(Number(text) * 100) : null);
const AGREEMENT_CODES = Object.keys(AGREEMENTS);
type Key =
  | 'hsCode'
  | 'zh'
  | 'en'
  | 'unit'
  | 'mfn'
  | 'provisional'
  | 'provisionalFrom'
  | 'provisionalTo'
  | 'vat'
  | 'additional'
  | 'source'
  | 'asOf'
  | 'demo';

function additional(text: string | undefined, hsCode: string, source: string, asOf: string) {
  const duties: TariffImport['duties'] = [];
  for (const part of (text ?? '')
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [origin = '', rate, from, to] = part.split(':').map((p) => p.trim());
    const rateBp = bp(rate);
    const validFrom = dayCell(from);
    const validTo = to ? dayCell(to) : null;
    if (!/^[A-Z]{2}$/.test(origin) || rateBp === null || !validFrom || validTo === undefined)
      return `additional_duties: '${part}' is not ORIGIN:RATE:FROM:TO`;
    duties.push({ hsCode, origin, rateBp, validFrom, validTo, source, asOf });
  }
  return duties;
}

export const tariffsImporter = defineImporter({
  kind: 'tariffs',
  title: 'Tariff lines',
  description:
    'Lines of the Customs Tariff of the PRC: hs_code, description_zh, description_en, unit, mfn_rate, provisional_rate (from, to), vat_rate, a column per agreement, additional_duties, source, as_of',
  columns: [
    { key: 'hsCode', names: ['hs_code', 'hs code', '税则号列', '商品编码'], required: true },
    { key: 'zh', names: ['description_zh', '货品名称'], required: true },
    { key: 'en', names: ['description_en', 'description'], required: true },
    { key: 'unit', names: ['unit', '计量单位'] },
    { key: 'mfn', names: ['mfn_rate', 'mfn', '最惠国税率'], required: true },
    { key: 'provisional', names: ['provisional_rate', '暂定税率'] },
    { key: 'provisionalFrom', names: ['provisional_from'] },
    { key: 'provisionalTo', names: ['provisional_to'] },
    { key: 'vat', names: ['vat_rate', 'vat', '增值税率'], required: true },
    { key: 'additional', names: ['additional_duties', '加征关税'] },
    { key: 'source', names: ['source', '来源'] },
    { key: 'asOf', names: ['as_of', 'as of', '日期'] },
    { key: 'demo', names: ['demo'] },
    ...AGREEMENT_CODES.map((code) => ({ key: code, names: [code] })),
  ] as { key: Key; names: string[] }[],
  parse(row, ctx) {
    const v = row.values as Partial<Record<string, string>>;
    const hsCode = (v.hsCode ?? '').replace(/[.\s]/g, '');
    if (!/^\d{8}$/.test(hsCode)) return { ok: false, reason: `hs_code is not 8 digits: '${v.hsCode ?? ''}'` };
    const mfnRateBp = bp(v.mfn);
    if (mfnRateBp === null) return { ok: false, reason: `mfn_rate is not a percent: '${v.mfn ?? ''}'` };
    const vatRateBp = bp(v.vat);
    if (vatRateBp === null) return { ok: false, reason: `vat_rate is not a percent: '${v.vat ?? ''}'` };
    const provisionalRateBp = v.provisional === undefined ? null : bp(v.provisional);
    if (v.provisional !== undefined && provisionalRateBp === null)
      return { ok: false, reason: `provisional_rate is not a percent: '${v.provisional}'` };
    const provisionalFrom = v.provisionalFrom === undefined ? null : (dayCell(v.provisionalFrom) ?? 'bad');
    const provisionalTo = v.provisionalTo === undefined ? null : (dayCell(v.provisionalTo) ?? 'bad');
    if (provisionalFrom === 'bad' || provisionalTo === 'bad')
      return { ok: false, reason: 'provisional_from or provisional_to is not a day' };
    const asOf = v.asOf === undefined ? ctx.asOf : dayCell(v.asOf);
    if (!asOf) return { ok: false, reason: `as_of is not a day: '${v.asOf ?? ''}'` };
    const source = v.source ?? ctx.fileName;
    const agreements: TariffImport['agreements'] = [];
    for (const agreement of AGREEMENT_CODES) {
      if (v[agreement] === undefined) continue;
      const rateBp = bp(v[agreement]);
      if (rateBp === null) return { ok: false, reason: `${agreement} is not a percent: '${v[agreement]}'` };
      agreements.push({ hsCode, agreement, rateBp });
    }
    const duties = additional(v.additional, hsCode, source, asOf);
    if (typeof duties === 'string') return { ok: false, reason: duties };
    const line = {
      hsCode,
      descriptionZh: v.zh!,
      descriptionEn: v.en!,
      unit: v.unit ?? 'kg',
      mfnRateBp,
      provisionalRateBp,
      provisionalFrom,
      provisionalTo,
      vatRateBp,
      source,
      asOf,
      demo: /^(1|true|yes|demo)$/i.test(v.demo ?? ''),
    };
    return { ok: true, value: { line, agreements, duties } satisfies TariffImport };
  },
  apply: (rows, ctx) => createCostImports(ctx.db).tariffs(rows, ctx.dryRun),
});
