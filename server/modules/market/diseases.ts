/**
 * The animal diseases China bans imports for, and what each ban covers: the access type and the goods types of the
 * species it names. The demo's bans (server/db/seed/market-bans.ts), the ban importer and the eligibility check all
 * read this one table, so a ban means the same species wherever it is read.
 */
export interface Disease {
  en: string;
  zh: string;
  /** The species as the notice names them, in English and Chinese. */
  speciesEn: string;
  speciesZh: string;
  accessType: '201' | '202';
  goodsTypes: readonly string[];
}

// prettier-ignore
export const DISEASES = {
  ASF: { en: 'African swine fever', zh: '非洲猪瘟', speciesEn: 'pigs, wild boars', speciesZh: '猪、野猪', accessType: '201', goodsTypes: ['PORK', 'CASING'] },
  FMD: { en: 'Foot-and-mouth disease', zh: '口蹄疫', speciesEn: 'cloven-hoofed animals', speciesZh: '偶蹄动物', accessType: '201', goodsTypes: ['BEEF', 'PORK', 'MUTTON', 'CASING'] },
  HPAI: { en: 'Highly pathogenic avian influenza', zh: '高致病性禽流感', speciesEn: 'poultry', speciesZh: '禽类', accessType: '201', goodsTypes: ['POULTRY'] },
  BSE: { en: 'Bovine spongiform encephalopathy', zh: '疯牛病', speciesEn: 'cattle', speciesZh: '牛', accessType: '201', goodsTypes: ['BEEF'] },
  PPR: { en: 'Peste des petits ruminants', zh: '小反刍兽疫', speciesEn: 'sheep and goats', speciesZh: '羊', accessType: '201', goodsTypes: ['MUTTON'] },
  CSF: { en: 'Classical swine fever', zh: '猪瘟', speciesEn: 'pigs', speciesZh: '猪', accessType: '201', goodsTypes: ['PORK', 'CASING'] },
  ISA: { en: 'Infectious salmon anaemia', zh: '传染性鲑鱼贫血症', speciesEn: 'live and chilled salmonids', speciesZh: '活及冰鲜鲑科鱼类', accessType: '202', goodsTypes: ['FISH_CHILLED'] },
} as const satisfies Record<string, Disease>;

export type DiseaseCode = keyof typeof DISEASES;

/** The area name of a ban on a whole country (a regional ban names its region). */
export const WHOLE_COUNTRY = 'Whole country';

/** Other names notices use for a disease (the official Chinese short forms, older English names). */
const ALIASES: Record<string, DiseaseCode> = {
  'avian influenza': 'HPAI',
  禽流感: 'HPAI',
  'bird flu': 'HPAI',
  'mad cow disease': 'BSE',
  牛海绵状脑病: 'BSE',
  'hog cholera': 'CSF',
  'infectious salmon anemia': 'ISA',
};

const squeeze = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s\-‐–]+/g, ' ');

/** The disease a notice names, by its code (ASF), English or Chinese name; undefined for one not in the table. */
export function diseaseNamed(name: string): { code: DiseaseCode; disease: Disease } | undefined {
  const wanted = squeeze(name);
  if (!wanted) return undefined;
  for (const [code, disease] of Object.entries(DISEASES) as [DiseaseCode, Disease][]) {
    if ([code, disease.en, disease.zh].some((n) => squeeze(n) === wanted)) return { code, disease };
  }
  const alias = ALIASES[wanted];
  return alias ? { code: alias, disease: DISEASES[alias] } : undefined;
}

/** What a ban is found by in the list's keyword search: the disease and the place, in English and Chinese. */
export const banSearchText = (
  ban: { plagueName: string; plagueNameAlias: string; areaName: string },
  country: { en: string; zh: string },
) => [ban.plagueName, ban.plagueNameAlias, ban.areaName, country.en, country.zh].join(' ').toLowerCase();

/**
 * A ban as the table keeps it, from what a notice or a ban list says: the area ('' or a word for the whole country
 * already read as WHOLE_COUNTRY by the caller), the disease, the notice's own words where it has some (on the side of
 * their language; the other side says what the disease table knows) and the day.
 */
export function banFieldsOf(countryCode: string, areaName: string, disease: Disease, content: string, banDate: string) {
  const chinese = /[\u4e00-\u9fff]/.test(content);
  return {
    countryCode,
    accessType: disease.accessType,
    areaName: areaName || WHOLE_COUNTRY,
    plagueName: disease.en,
    plagueNameAlias: disease.zh,
    plagueContent: content && !chinese ? content : `Imports of ${disease.speciesEn} and their products are prohibited.`,
    plagueContentAlias: chinese ? content : `禁止输入${disease.speciesZh}及其相关产品。`,
    goodsTypes: [...disease.goodsTypes],
    banDate,
  };
}
