import type { Lang } from '../../../contracts/core/codes';
import { translator } from '../../../contracts/core/i18n';
import { languageOfLang } from '../../../contracts/core/languages';
import { PLANT_EVENT_TYPE_NAME } from '../../../contracts/market/codes';
import { marketDataMessages } from '../../../contracts/market/messages';

const isEventType = (type: string): type is keyof typeof PLANT_EVENT_TYPE_NAME => Object.hasOwn(PLANT_EVENT_TYPE_NAME, type);

/** An approval-history event's name in the asked language; a kind the portal does not name keeps its stored name. */
export function eventTypeName(lang: Lang | undefined, type: string, stored: string): string {
  return isEventType(type) ? translator(languageOfLang(lang), marketDataMessages)(`eventType.${type}`) : stored;
}

/**
 * The trade's words the registry writes in English (a plant's activities and product mode, a company's type and
 * labels, a product's category), in Chinese: the demo's vocabulary (server/db/seed/market-names.ts). A text with any other word stays as written.
 */
// prettier-ignore
const TRADE_TERMS_ZH: Record<string, string> = {
  'Slaughterhouse': '屠宰场', 'Cutting plant': '分割厂', 'Cold store': '冷库', 'Processing plant': '加工厂',
  'Freezer vessel': '冷冻船', 'Factory vessel': '加工船', 'Aquaculture farm': '养殖场',
  'Slaughtering and cutting': '屠宰及分割', 'Cutting and deboning': '分割及剔骨', 'Cold storage': '冷藏',
  'Heat processing': '热加工', 'Processing': '加工', 'Freezing at sea': '海上冷冻', 'Farming and processing': '养殖及加工',
  'Halal certified': '清真认证', 'BRCGS grade AA': 'BRCGS AA 级认证', 'Family owned': '家族企业', 'Grass-fed': '草饲',
  'Export leader': '出口领先企业', 'MSC certified': 'MSC 认证', 'ASC certified': 'ASC 认证',
  'Manufacturer': '生产商', 'Producer': '生产企业', 'Exporter': '出口商', 'Cooperative': '合作社',
  'Frozen pork': '冷冻猪肉', 'Chilled pork': '冰鲜猪肉', 'Frozen beef': '冷冻牛肉', 'Chilled beef': '冰鲜牛肉',
  'Frozen sheep meat': '冷冻羊肉', 'Frozen poultry': '冷冻禽肉', 'Edible offal': '食用杂碎', 'Frozen donkey meat': '冷冻驴肉',
  'Casings': '肠衣', 'Heat-processed meat': '熟制肉类', 'Frozen fish': '冷冻鱼', 'Chilled fish': '冰鲜鱼', 'Crustaceans': '甲壳类',
  'Molluscs': '软体类', 'Bivalves': '双壳贝类', 'Echinoderms': '棘皮类', 'Seaweed': '海藻类', 'Fish meal and oil': '鱼粉及鱼油',
};

/** A list of trade words ('Slaughterhouse, Cold store') in the asked language, when every word of it has a Chinese name. */
export function tradeTerms(lang: Lang | undefined, text: string): string {
  if (lang !== 'zh_cn' || !text) return text;
  const words = text.split(',').map((word) => TRADE_TERMS_ZH[word.trim()]);
  return words.every(Boolean) ? words.join('、') : text;
}
