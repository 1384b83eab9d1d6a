import type { animalDisease } from '../schema/index';
import { addressInRegion } from '../../../contracts/market/eligibility';
import { banSearchText, DISEASES, WHOLE_COUNTRY, type DiseaseCode } from '../../modules/market/index';
import { COUNTRIES } from './countries';
import { isoDate } from './market-batch';
import type { Random } from './random';

/**
 * The demo's animal disease bans, modelled on the kind China announces (ASF, FMD, HPAI, BSE...): a disease, a
 * country, a date near a real outbreak there, and either the whole country or regions of it. A ban is drawn only
 * where it holds together with the plants: a whole-country ban is kept only when the country has no active plant
 * of a banned goods type, else it becomes regional; a region is chosen only when no such plant stands in it (the
 * plant's address names its region). A ban that cannot be placed is left out.
 */
export { WHOLE_COUNTRY };

/**
 * [disease, country, date, where: the whole country, or the regions it may cover (one or two are drawn), and the day
 * a notice lifted it, for the few the demo lifts (decision 0061: each has its lift row and its notice)]
 */
type BanSource = readonly [DiseaseCode, string, string, 'whole' | readonly string[], string?];
// prettier-ignore
export const BAN_SOURCES: readonly BanSource[] = [
  ['ASF', 'PL', '2014-02-17', 'whole'], ['ASF', 'EE', '2014-09-03', 'whole'], ['ASF', 'HU', '2018-04-23', 'whole'],
  ['ASF', 'BE', '2018-09-14', 'whole'], ['ASF', 'VN', '2019-02-20', 'whole'], ['ASF', 'KR', '2019-09-17', 'whole'],
  ['ASF', 'ID', '2019-12-17', 'whole'], ['ASF', 'IN', '2020-05-21', 'whole'], ['ASF', 'DE', '2020-09-12', 'whole'],
  ['ASF', 'MY', '2021-02-26', 'whole'], ['ASF', 'IT', '2022-01-12', 'whole'], ['ASF', 'TH', '2022-01-14', 'whole'],
  ['ASF', 'RU', '2019-03-12', ['Amur Oblast', 'Primorsky Krai']], ['ASF', 'ES', '2025-11-29', ['Barcelona province']],
  ['FMD', 'KR', '2010-12-30', 'whole'], ['FMD', 'JP', '2010-04-21', 'whole'], ['FMD', 'IN', '2007-05-10', 'whole'],
  ['FMD', 'ZA', '2019-01-10', ['Limpopo', 'KwaZulu-Natal']], ['FMD', 'MN', '2018-02-08', ['Sükhbaatar Province', 'Dornod Province', 'Khentii Province']],
  ['FMD', 'NA', '2015-06-18', ['Zambezi Region']], ['FMD', 'KZ', '2019-07-22', ['Zhambyl Region', 'Turkistan Region'], '2025-09-03'],
  ['FMD', 'DE', '2025-01-10', ['Brandenburg']], ['FMD', 'HU', '2025-03-07', 'whole'],
  ['HPAI', 'PL', '2020-01-03', 'whole'], ['HPAI', 'JP', '2020-11-05', 'whole'], ['HPAI', 'US', '2022-04-07', ['Iowa', 'Minnesota', 'Arkansas'], '2024-08-20'],
  ['HPAI', 'FR', '2022-01-20', ['Nouvelle-Aquitaine', 'Occitanie'], '2025-02-14'], ['HPAI', 'CL', '2023-03-29', ['Biobío', 'Valparaíso'], '2024-05-21'],
  ['HPAI', 'AR', '2023-02-28', ['Río Negro']], ['HPAI', 'BR', '2025-05-16', ['Rio Grande do Sul']],
  ['BSE', 'GB', '1996-03-27', 'whole'], ['BSE', 'JP', '2001-09-14', 'whole'],
  ['PPR', 'MN', '2016-09-26', ['Khovd Province', 'Govi-Altai Province']], ['CSF', 'JP', '2018-09-13', 'whole'],
  ['ISA', 'NO', '2016-12-07', ['Finnmark', 'Nordland', 'Troms']],
];

/** An active plant as the bans see it: where it is and what it is registered for. */
export interface ActivePlant {
  countryCode: string;
  accessType: string;
  goodsTypes: readonly string[];
  address: string;
}

export { addressInRegion };

/** A disease's name inside a sentence: lower-case, but for the place it is named after. */
const inSentence = (plague: string) => (plague.startsWith('African') ? plague : plague.charAt(0).toLowerCase() + plague.slice(1));

const COUNTRY = new Map(COUNTRIES.map(([code, , en, zh]) => [code, { en, zh }]));

export function bansFor(random: Random, active: readonly ActivePlant[]): (typeof animalDisease.$inferInsert)[] {
  const rows: (typeof animalDisease.$inferInsert)[] = [];
  for (const [key, countryCode, banDate, where, lifted] of BAN_SOURCES) {
    const { en: plague, zh: plagueZh, speciesEn: species, speciesZh, accessType, goodsTypes } = DISEASES[key];
    const country = COUNTRY.get(countryCode);
    if (!country) continue;
    const exposed = active.filter(
      (p) =>
        p.countryCode === countryCode &&
        p.accessType === accessType &&
        p.goodsTypes.some((g) => (goodsTypes as readonly string[]).includes(g)),
    );
    let areas: readonly string[];
    if (where === 'whole') {
      if (exposed.length > 0) continue;
      areas = [WHOLE_COUNTRY];
    } else {
      const free = where.filter((region) => !exposed.some((p) => addressInRegion(p.address, region)));
      areas = random.sample(free, Math.min(free.length, random.int(1, 2)));
    }
    for (const area of areas) {
      const whole = area === WHOLE_COUNTRY;
      const place = whole ? country.en : `${area}, ${country.en}`;
      rows.push({
        countryCode,
        accessType,
        areaName: area,
        plagueName: plague,
        plagueNameAlias: plagueZh,
        plagueContent: `To prevent ${inSentence(plague)} from entering China, imports of ${species} and their products from ${place} are prohibited.`,
        plagueContentAlias: `为防止${plagueZh}传入我国，禁止直接或间接从${country.zh}${whole ? '' : `（${area}）`}输入${speciesZh}及其相关产品。`,
        goodsTypes: [...goodsTypes],
        banDate: isoDate(new Date(`${banDate}T00:00:00Z`)),
        liftedDate: lifted ?? null,
        searchText: banSearchText({ plagueName: plague, plagueNameAlias: plagueZh, areaName: area }, country),
      });
    }
  }
  return rows;
}
