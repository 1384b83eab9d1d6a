import { banFieldsOf, countryLookup, DISEASES, diseaseNamed, importDiseaseBans, type DiseaseBanRow } from '../../modules/market/index';
import { defineImporter } from '../core/index';
import { dayCell } from '../data-fields';

/** Areas that mean the whole country, in the words notices use. */
const WHOLE = new Set(['', 'whole country', 'nationwide', 'all regions', '全国', '全境', '整个国家']);

/**
 * `npm run import -- disease-bans <file>`: GACC's announcements of animal disease bans, one area a row (docs/imports.md
 * 'disease-bans'). The disease must be one the portal knows (server/modules/market/diseases.ts), which says the
 * access type and the species it covers; the area is a region or the whole country. A row with a lifted date lifts
 * the ban it names. New and lifted bans reach the subscribers of the plants they touch and the eligibility check.
 */
export const diseaseBansImporter = defineImporter({
  kind: 'disease-bans',
  title: 'Animal disease bans',
  description: `GACC's bans on imports from countries or regions with an animal disease (国家, 地区, 疫病, 禁令内容, 发布日期); diseases: ${Object.keys(DISEASES).join(', ')}`,
  columns: [
    { key: 'country', names: ['country', 'country (region)', 'country(region)', '国家', '国家（地区）', '国家(地区)'], required: true },
    { key: 'area', names: ['area', 'region', 'area name', 'areaName', '地区', '疫区', '区域'] },
    { key: 'disease', names: ['disease', 'plague', 'plagueName', '疫病', '疫病名称', '疫情'], required: true },
    { key: 'content', names: ['content', 'ban', 'notice', 'plagueContent', '禁令内容', '公告内容', '内容'] },
    { key: 'date', names: ['date', 'ban date', 'banDate', 'announced', '发布日期', '禁令日期', '日期'], required: true },
    { key: 'lifted', names: ['lifted', 'lifted date', 'liftedDate', 'lifted on', '解除日期', '解禁日期'] },
  ],
  prepare: (ctx) => countryLookup(ctx.db),
  parse(row, _ctx, countries) {
    const v = row.values;
    const countryCode = countries.get((v.country ?? '').trim().toLowerCase());
    if (!countryCode) return { ok: false, reason: `Unknown country: ${v.country ?? '(empty)'}` };
    const named = diseaseNamed(v.disease ?? '');
    if (!named) return { ok: false, reason: `Unknown disease: ${v.disease ?? '(empty)'} (known: ${Object.keys(DISEASES).join(', ')})` };
    const banDate = dayCell(v.date);
    if (!banDate) return { ok: false, reason: `The date is not a day: '${v.date ?? ''}'` };
    const liftedDate = (v.lifted ?? '').trim() ? dayCell(v.lifted) : null;
    if (liftedDate === undefined) return { ok: false, reason: `The lifted date is not a day: '${v.lifted ?? ''}'` };
    const area = (v.area ?? '').replace(/\s+/g, ' ').trim();
    const whole = WHOLE.has(area.toLowerCase());
    const ban = banFieldsOf(countryCode, whole ? '' : area, named.disease, (v.content ?? '').trim(), banDate);
    const value: DiseaseBanRow = { ...ban, liftedDate };
    return { ok: true, value };
  },
  apply: (rows, ctx) => importDiseaseBans(ctx.db, rows, ctx),
});
