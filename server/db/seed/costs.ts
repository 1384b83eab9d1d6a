import { DEMO_SOURCE } from '../../../contracts/costs/codes';
import type { Executor } from '../client';
import { exchangeRate, tariffAdditionalDuty, tariffAgreementRate, tariffLine } from '../schema/index';
import { DATA_DEMO_TODAY } from './data-series';
import type { DemoPart } from './demo';

/**
 * The landed-cost calculator's demo data (docs/costs.md): tariff lines of HS chapters 02, 03, 05.04 and 16 with
 * plausible rates, marked demo (not taken from the published Customs Tariff of the PRC), and demo rates to CNY for
 * the weekdays of the 30 days up to the demo's today (2026-11-20), so the calculator works on a fresh demo.
 */

const AS_OF = '2026-01-01';
// [hs code, Chinese, English, MFN %, provisional %]
// prettier-ignore
const LINES: readonly (readonly [string, string, string, number, number?])[] = [
  ['02011000', '鲜或冷藏的整头及半头牛肉', 'Carcasses and half-carcasses of bovine animals, fresh or chilled', 20],
  ['02013000', '鲜或冷藏的去骨牛肉', 'Boneless meat of bovine animals, fresh or chilled', 12],
  ['02021000', '冻整头及半头牛肉', 'Carcasses and half-carcasses of bovine animals, frozen', 25],
  ['02022000', '冻带骨牛肉', 'Cuts of bovine animals with bone in, frozen', 12],
  ['02023000', '冻去骨牛肉', 'Boneless meat of bovine animals, frozen', 12],
  ['02032200', '冻带骨猪前腿、后腿及其肉块', 'Hams, shoulders and cuts of swine with bone in, frozen', 12],
  ['02032900', '其他冻猪肉', 'Other meat of swine, frozen', 12, 8],
  ['02044300', '冻去骨绵羊肉', 'Boneless meat of sheep, frozen', 15],
  ['02062900', '其他冻牛杂碎', 'Other edible offal of bovine animals, frozen', 12],
  ['02064900', '其他冻猪杂碎', 'Other edible offal of swine, frozen', 12],
  ['02071411', '冻鸡翼（不包括翼尖）', 'Chicken wings (excluding tips), frozen', 10],
  ['02071422', '冻鸡爪', 'Chicken feet, frozen', 10],
  ['03021410', '鲜或冷藏的大西洋鲑鱼', 'Atlantic salmon, fresh or chilled', 10, 7],
  ['03031100', '冻红大麻哈鱼', 'Sockeye salmon, frozen', 10, 2],
  ['03036300', '冻鳕鱼', 'Cod, frozen', 10, 2],
  ['03038990', '其他冻鱼', 'Other fish, frozen', 7],
  ['03061490', '其他冻蟹', 'Other crabs, frozen', 10],
  ['03061719', '其他冻虾仁', 'Other shrimps and prawns, peeled, frozen', 5, 2],
  ['03074310', '冻鱿鱼', 'Squid, frozen', 10],
  ['05040011', '盐渍猪肠衣', 'Hog casings, salted', 20],
  ['05040012', '盐渍绵羊肠衣', 'Sheep casings, salted', 20],
  ['05040021', '冷冻鸡胗', 'Chicken gizzards, frozen', 20],
  ['05040090', '其他动物肠、膀胱及胃', 'Other guts, bladders and stomachs of animals', 20],
  ['16010020', '其他香肠及类似产品', 'Other sausages and similar products', 5],
  ['16023299', '其他鸡肉制品', 'Other prepared or preserved chicken', 5],
  ['16024910', '猪肉罐头', 'Pork, prepared or preserved, in airtight containers', 5],
  ['16025090', '其他牛肉制品', 'Other prepared or preserved bovine meat', 5],
  ['16041410', '金枪鱼罐头', 'Tunas, prepared or preserved, in airtight containers', 5],
  ['16052100', '非密封包装的虾', 'Shrimps and prawns, prepared, not in airtight containers', 5],
];
/** Additional duties on origins, as countermeasures read: [origin, %, from, chapters or codes they cover]. */
// prettier-ignore
const ADDITIONAL: readonly (readonly [string, number, string, RegExp])[] = [
  ['US', 15, '2025-03-10', /^0207/],
  ['US', 10, '2025-03-10', /^(0201|0202|0203|0206|03)/],
  ['CA', 25, '2025-03-20', /^(0203|0206|03)/],
];
/** Rates to CNY on the last day, drifting a little day by day. */
const RATES: readonly (readonly [string, number])[] = [
  ['USD', 7.1],
  ['EUR', 7.7],
  ['AUD', 4.62],
  ['NZD', 4.15],
  ['BRL', 1.23],
];
const DAY = 86_400_000;

export const costsPart: DemoPart = {
  name: 'costs',
  async generate(db: Executor, random) {
    await db.insert(tariffLine).values(
      LINES.map(([hsCode, descriptionZh, descriptionEn, mfn, provisional]) => ({
        hsCode,
        descriptionZh,
        descriptionEn,
        unit: 'kg',
        mfnRateBp: mfn * 100,
        provisionalRateBp: provisional === undefined ? null : provisional * 100,
        provisionalFrom: provisional === undefined ? null : AS_OF,
        provisionalTo: provisional === undefined ? null : '2026-12-31',
        vatRateBp: 900,
        source: DEMO_SOURCE,
        asOf: AS_OF,
        demo: true,
      })),
    );
    await db
      .insert(tariffAgreementRate)
      .values(
        LINES.flatMap(([hsCode, , , mfn]) => [
          ...['CHAFTA', 'CN_NZ', 'CN_CL', 'CN_PE'].map((agreement) => ({ hsCode, agreement, rateBp: 0 })),
          { hsCode, agreement: 'RCEP', rateBp: Math.round(mfn * 60) },
          ...(/^(03|16)/.test(hsCode) ? [{ hsCode, agreement: 'ACFTA', rateBp: 0 }] : []),
        ]),
      );
    await db.insert(tariffAdditionalDuty).values(
      ADDITIONAL.flatMap(([origin, rate, validFrom, covers]) =>
        LINES.filter(([hsCode]) => covers.test(hsCode)).map(([hsCode]) => ({
          hsCode,
          origin,
          rateBp: rate * 100,
          validFrom,
          validTo: null,
          source: DEMO_SOURCE,
          asOf: validFrom,
        })),
      ),
    );
    const today = DATA_DEMO_TODAY.getTime();
    const rows = [];
    for (const [base, last] of RATES) {
      let rate = last;
      for (let day = 0; day < 30; day++) {
        const when = new Date(today - day * DAY);
        if (when.getUTCDay() % 6 !== 0)
          rows.push({ rateDate: when.toISOString().slice(0, 10), source: DEMO_SOURCE, base, quote: 'CNY', rate: rate.toFixed(4) });
        rate = rate * (1 + (random.next() - 0.5) * 0.004);
      }
    }
    await db.insert(exchangeRate).values(rows);
  },
};
