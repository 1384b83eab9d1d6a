import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { animalDisease, banLift, consignee, customsPort, plant } from '../schema/index';
import { bansFor } from './market-bans';
import type { DemoPart } from './demo';
import { insertBatches, pad } from './market-batch';
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

function uscc(random: Random, regionCode: string): string {
  let body = '';
  for (let i = 0; i < 9; i++) body += random.pick([...ALNUM]);
  return `91${regionCode}${body}${random.pick([...ALNUM])}`;
}

/** Animal disease bans, the customs districts and the consignees recorded with them. */
export const marketListsPart: DemoPart = {
  name: 'market-lists',
  async generate(db: Executor, random: Random) {
    // The bans are placed around the plants the market-plants part made (market-bans.ts).
    const active = await db
      .select({ countryCode: plant.countryCode, accessType: plant.accessType, goodsTypes: plant.goodsTypes, address: plant.address })
      .from(plant)
      .where(eq(plant.status, 1));
    const bans = bansFor(random, active);
    await insertBatches(db, animalDisease, bans);
    // A lifted ban has its change row (decision 0061); the news part's notice that lifted it names itself its source.
    const lifted = await db
      .select({ id: animalDisease.id, liftedDate: animalDisease.liftedDate })
      .from(animalDisease)
      .where(isNotNull(animalDisease.liftedDate))
      .orderBy(asc(animalDisease.id));
    await insertBatches(
      db,
      banLift,
      lifted.map((b) => ({ diseaseId: b.id, liftedDate: b.liftedDate!, source: 'demo', createdAt: new Date(`${b.liftedDate}T08:00:00Z`) })),
    );

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
    // Planner statistics for the freshly loaded market tables, for the later demo parts that read them (news,
    // community) in this same transaction; the seed's closing VACUUM (ANALYZE) then covers every table.
    await db.execute(
      sql`analyze market_company, market_plant, market_plant_registration, market_plant_event, market_plant_suspension, market_product, market_product_plant, market_animal_disease, market_ban_lift, market_consignee`,
    );
  },
};
