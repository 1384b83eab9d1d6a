import { REGISTRATION_STATE } from '../../../contracts/market/codes';
import { countryLookup, importEstablishmentList, type EstablishmentRow } from '../../modules/market/index';
import { defineImporter } from '../core/index';
import { categoryOf, dateOf, stateOf } from './words';

/**
 * The GACC registered-establishment list (the CIFER query's table), one registration a row: the columns map to an
 * establishment row and the market module does the rest (server/modules/market/establishments.ts).
 */
const COLUMNS = [
  { key: 'no', names: ['序号', 'NO.', 'No'] },
  { key: 'country', names: ['国家（地区）', '国家(地区)', 'COUNTRY(REGION)', 'COUNTRY (REGION)', 'Country'], required: true },
  { key: 'category', names: ['产品类别', 'CATEGORY', 'Product category'], required: true },
  { key: 'chinaRegNo', names: ['在华注册编号', 'CHINA REG. NO.', 'China registration No.'] },
  {
    key: 'plantNo',
    names: ['所在国家（地区）注册编号', '所在国家(地区)注册编号', 'OVERSEAS REG. NO.', 'Overseas registration No.'],
    required: true,
  },
  { key: 'name', names: ['企业名称', 'NAME', 'Establishment name'], required: true },
  { key: 'address', names: ['生产场所地址', 'ADDRESS'] },
  { key: 'regDate', names: ['注册日期', 'REG. DATE', 'Registration date'] },
  { key: 'expDate', names: ['注册有效期', 'EXP. DATE', 'Expiry date'] },
  { key: 'state', names: ['状态', 'STATE', 'Status'], required: true },
] as const;
type Key = (typeof COLUMNS)[number]['key'];

export const establishmentsImporter = defineImporter<Key, EstablishmentRow, Map<string, string>>({
  kind: 'establishments',
  title: 'GACC registered establishments',
  description:
    'The list of overseas plants registered with the General Administration of Customs of China (meat, casings, aquatic products): one registration a row, headers in Chinese, English or both',
  columns: COLUMNS,
  prepare: (ctx) => countryLookup(ctx.db),
  parse(row, _ctx, countries) {
    const v = row.values;
    const country = countries.get((v.country ?? '').trim().toLowerCase());
    if (!country) return { ok: false, reason: `Unknown country: ${v.country ?? '(empty)'}` };
    const category = categoryOf(v.category ?? '');
    if (category.kind === 'out-of-scope') return { ok: false, reason: `Out of scope, not imported: ${v.category} is not meat or seafood` };
    if (category.kind === 'unknown') return { ok: false, reason: `Unknown product category: ${v.category ?? '(empty)'}` };
    const state = stateOf(v.state ?? '');
    if (!state)
      return {
        ok: false,
        reason: `Unknown state: ${v.state ?? '(empty)'} (有效, 暂停进口, 注销, 过期 or valid, import suspended, cancelled, expired)`,
      };
    const plantNo = (v.plantNo ?? '').replace(/\s+/g, ' ').trim();
    if (!plantNo) return { ok: false, reason: 'OVERSEAS REG. NO. is empty' };
    if (!v.name) return { ok: false, reason: 'NAME is empty' };
    const registerDate = dateOf(v.regDate);
    const registerExpireDate = dateOf(v.expDate);
    if (registerDate === undefined) return { ok: false, reason: `REG. DATE is not a date: ${v.regDate}` };
    if (registerExpireDate === undefined) return { ok: false, reason: `EXP. DATE is not a date: ${v.expDate}` };
    return {
      ok: true,
      value: {
        accessType: category.accessType,
        goodsType: category.goodsType,
        countryCode: country,
        plantNo,
        name: v.name.replace(/\s+/g, ' '),
        address: (v.address ?? '').replace(/\s+/g, ' '),
        chinaRegisterCode: (v.chinaRegNo ?? '').trim(),
        registerDate,
        registerExpireDate,
        state: state === REGISTRATION_STATE.PENDING ? REGISTRATION_STATE.VALID : state,
      },
    };
  },
  async apply(rows, ctx) {
    const { flagged: _flagged, ...outcome } = await importEstablishmentList(ctx.db, rows, ctx);
    return outcome;
  },
});
