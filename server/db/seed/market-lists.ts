import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { animalDisease, consignee, customsPort } from '../schema/index';
import { COUNTRIES } from './countries';
import type { DemoPart } from './demo';
import { insertBatches, isoDate, pad } from './market-batch';
import type { Random } from './random';

/** Customs districts that clear imported meat and seafood: [code, Chinese name, English name, USCC region code]. */
export const CUSTOMS_PORTS = [
  ['2200', '上海海关', 'Shanghai Customs', '310000', 'Shanghai'],
  ['0200', '天津海关', 'Tianjin Customs', '120000', 'Tianjin'],
  ['4200', '青岛海关', 'Qingdao Customs', '370200', 'Qingdao'],
  ['0900', '大连海关', 'Dalian Customs', '210200', 'Dalian'],
  ['5100', '广州海关', 'Guangzhou Customs', '440100', 'Guangzhou'],
  ['5300', '深圳海关', 'Shenzhen Customs', '440300', 'Shenzhen'],
  ['3700', '厦门海关', 'Xiamen Customs', '350200', 'Xiamen'],
  ['3100', '宁波海关', 'Ningbo Customs', '330200', 'Ningbo'],
  ['2300', '南京海关', 'Nanjing Customs', '320100', 'Nanjing'],
  ['0100', '北京海关', 'Beijing Customs', '110000', 'Beijing'],
  ['8000', '重庆海关', 'Chongqing Customs', '500000', 'Chongqing'],
  ['7900', '成都海关', 'Chengdu Customs', '510100', 'Chengdu'],
] as const;

const CITY_ZH: Record<string, string> = {
  Shanghai: '上海',
  Tianjin: '天津',
  Qingdao: '青岛',
  Dalian: '大连',
  Guangzhou: '广州',
  Shenzhen: '深圳',
  Xiamen: '厦门',
  Ningbo: '宁波',
  Nanjing: '南京',
  Beijing: '北京',
  Chongqing: '重庆',
  Chengdu: '成都',
};
/** [Chinese, pinyin] trade-name cores and [Chinese, English] lines of business. */
const CORES = [
  ['东方', 'Dongfang'],
  ['海联', 'Hailian'],
  ['福瑞', 'Furui'],
  ['远洋', 'Yuanyang'],
  ['鑫源', 'Xinyuan'],
  ['恒通', 'Hengtong'],
  ['华冷', 'Hualeng'],
  ['金海', 'Jinhai'],
  ['丰泽', 'Fengze'],
  ['盛达', 'Shengda'],
  ['中荣', 'Zhongrong'],
  ['瑞丰', 'Ruifeng'],
  ['润通', 'Runtong'],
  ['嘉禾', 'Jiahe'],
  ['宏远', 'Hongyuan'],
  ['新港', 'Xingang'],
  ['汇鲜', 'Huixian'],
  ['优品', 'Youpin'],
] as const;
const BUSINESSES = [
  ['冷链物流', 'Cold Chain Logistics'],
  ['食品进出口', 'Food Import & Export'],
  ['国际贸易', 'International Trading'],
  ['供应链管理', 'Supply Chain Management'],
  ['肉类贸易', 'Meat Trading'],
  ['水产品贸易', 'Aquatic Products Trading'],
] as const;
const ALNUM = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Diseases behind import bans: [English, Chinese, species (en), species (zh), access type]. */
const PLAGUES = [
  ['African swine fever', '非洲猪瘟', 'pigs, wild boars', '猪、野猪', '201'],
  ['Foot-and-mouth disease', '口蹄疫', 'cloven-hoofed animals', '偶蹄动物', '201'],
  ['Highly pathogenic avian influenza', '高致病性禽流感', 'poultry', '禽类', '201'],
  ['Bovine spongiform encephalopathy', '疯牛病', 'cattle', '牛', '201'],
  ['Lumpy skin disease', '牛结节性皮肤病', 'cattle', '牛', '201'],
  ['Peste des petits ruminants', '小反刍兽疫', 'sheep and goats', '羊', '201'],
  ['Classical swine fever', '猪瘟', 'pigs', '猪', '201'],
  ['White spot disease', '白斑综合征', 'crustaceans', '甲壳类', '202'],
  ['Infectious salmon anaemia', '传染性鲑鱼贫血症', 'salmonids', '鲑科鱼类', '202'],
  ['Acute hepatopancreatic necrosis disease', '急性肝胰腺坏死病', 'shrimp', '对虾', '202'],
] as const;
const AREAS: Record<string, readonly string[]> = {
  BR: ['Rio Grande do Sul', 'Mato Grosso'],
  US: ['Iowa', 'Minnesota'],
  AU: ['Victoria'],
  AR: ['Buenos Aires province'],
  DE: ['Brandenburg', 'Saxony'],
  PL: ['Lubusz Voivodeship'],
  IT: ['Piedmont', 'Sardinia'],
  RU: ['Primorsky Krai'],
  ZA: ['KwaZulu-Natal'],
  IN: ['Andhra Pradesh'],
  VN: ['Mekong Delta'],
  CA: ['British Columbia'],
  KZ: ['Kostanay region'],
};

function uscc(random: Random, regionCode: string): string {
  let body = '';
  for (let i = 0; i < 9; i++) body += random.pick([...ALNUM]);
  return `91${regionCode}${body}${random.pick([...ALNUM])}`;
}

/** Animal disease bans, the customs districts and the consignees recorded with them. */
export const marketListsPart: DemoPart = {
  name: 'market-lists',
  async generate(db: Db, random: Random) {
    const bans: (typeof animalDisease.$inferInsert)[] = [];
    for (const [countryCode, , nameEn, nameZh] of COUNTRIES) {
      if (!random.chance(0.6)) continue;
      for (const [plague, plagueZh, species, speciesZh, accessType] of random.sample(PLAGUES, random.int(1, 3))) {
        const area = random.chance(0.6) ? 'Whole country' : random.pick(AREAS[countryCode] ?? ['Whole country']);
        const areaZh = area === 'Whole country' ? '' : area;
        const plagueName = random.chance(0.1) ? '' : plague;
        const plagueContent = random.chance(0.1)
          ? ''
          : `To prevent ${plague.toLowerCase()} from entering China, imports of ${species} and their products from ${area === 'Whole country' ? nameEn : `${area}, ${nameEn}`} are prohibited.`;
        bans.push({
          countryCode,
          accessType,
          areaName: area,
          plagueName,
          plagueNameAlias: plagueZh,
          plagueContent,
          plagueContentAlias: `为防止${plagueZh}传入我国，禁止从${nameZh}${areaZh}输入${speciesZh}及其相关产品。`,
          banDate: isoDate(random.date(new Date(Date.UTC(2001, 0, 1)), new Date(Date.UTC(2026, 8, 30)))),
          searchText: [plague, plagueZh, area, nameEn, nameZh].join(' ').toLowerCase(),
        });
      }
    }
    await insertBatches(db, animalDisease, bans);

    await insertBatches(
      db,
      customsPort,
      CUSTOMS_PORTS.map(([customCode, customName, customNameAlias], sort) => ({ customCode, customName, customNameAlias, sort })),
    );
    const consignees: (typeof consignee.$inferInsert)[] = [];
    for (let seq = 1; seq <= 1_000; seq++) {
      const [customCode, , , regionCode, city] = random.weighted(CUSTOMS_PORTS.map((p, i) => [p, i < 6 ? 3 : 1] as const));
      const [coreZh, corePinyin] = random.pick(CORES);
      const [businessZh, businessEn] = random.pick(BUSINESSES);
      const companyName = `${CITY_ZH[city]}${coreZh}${businessZh}有限公司`;
      const enName = `${city} ${corePinyin} ${businessEn} Co., Ltd.`;
      const credentialId = uscc(random, regionCode);
      const recordNum = `${customCode}${random.int(15, 26)}${pad(seq, 5)}`;
      consignees.push({
        credentialId,
        enName,
        companyName,
        customCode,
        recordNum,
        searchText: [enName, companyName, credentialId, recordNum].join(' ').toLowerCase(),
      });
    }
    await insertBatches(db, consignee, consignees);
    // Planner statistics for the freshly loaded market tables: without them the first queries guess
    // row counts and may scan (PGlite has no autovacuum to gather them later).
    await db.execute(
      sql`analyze market_company, market_plant, market_plant_registration, market_plant_event, market_plant_suspension, market_product, market_product_plant, market_animal_disease, market_consignee`,
    );
  },
};
