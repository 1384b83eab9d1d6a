/**
 * Word lists the news demo generator draws from: products, ports, adjectives of the exporting countries and
 * the sentences trade reporting is made of. Plausible, all of it invented; the tables keep several entries to
 * a line (prettier-ignore) so they read as tables.
 */

export interface Product {
  en: string;
  zh: string;
  /** Plural or mass noun for sentences ('frozen beef', 'shrimp'). */
  cut: string;
}

// prettier-ignore
export const MEAT_PRODUCTS: readonly Product[] = [
  { en: 'beef', zh: '牛肉', cut: 'frozen boneless beef' }, { en: 'pork', zh: '猪肉', cut: 'frozen pork bellies and shoulders' },
  { en: 'mutton', zh: '羊肉', cut: 'frozen lamb and mutton carcases' }, { en: 'poultry', zh: '禽肉', cut: 'chicken feet and wing tips' },
  { en: 'pork offal', zh: '猪副产品', cut: 'pork trotters, ears and stomachs' }, { en: 'beef offal', zh: '牛副产品', cut: 'beef tripe and tendons' },
];
// prettier-ignore
export const SEAFOOD_PRODUCTS: readonly Product[] = [
  { en: 'shrimp', zh: '虾', cut: 'frozen whiteleg shrimp' }, { en: 'salmon', zh: '三文鱼', cut: 'chilled Atlantic salmon' },
  { en: 'cod', zh: '鳕鱼', cut: 'frozen Atlantic cod' }, { en: 'squid', zh: '鱿鱼', cut: 'frozen jumbo squid' },
  { en: 'crab', zh: '蟹', cut: 'live and frozen snow crab' }, { en: 'lobster', zh: '龙虾', cut: 'live rock lobster' },
  { en: 'scallops', zh: '扇贝', cut: 'frozen scallop meat' }, { en: 'fish meal', zh: '鱼粉', cut: 'fish meal for feed' },
];

// prettier-ignore
export const PORTS: readonly (readonly [en: string, zh: string])[] = [
  ['Tianjin', '天津'], ['Shanghai', '上海'], ['Qingdao', '青岛'], ['Dalian', '大连'], ['Guangzhou', '广州'], ['Xiamen', '厦门'],
  ['Ningbo', '宁波'], ['Shenzhen', '深圳'],
];

/** Adjectives of the exporting countries; others read 'from {country}'. */
// prettier-ignore
export const ADJECTIVES: Record<string, string> = {
  AR: 'Argentine', AU: 'Australian', AT: 'Austrian', BE: 'Belgian', BR: 'Brazilian', CA: 'Canadian', CL: 'Chilean', CR: 'Costa Rican',
  DK: 'Danish', EC: 'Ecuadorian', EE: 'Estonian', FO: 'Faroese', FI: 'Finnish', FR: 'French', DE: 'German', HU: 'Hungarian',
  IS: 'Icelandic', IN: 'Indian', ID: 'Indonesian', IE: 'Irish', IT: 'Italian', JP: 'Japanese', KZ: 'Kazakh', MY: 'Malaysian',
  MR: 'Mauritanian', MX: 'Mexican', MN: 'Mongolian', MA: 'Moroccan', NA: 'Namibian', NL: 'Dutch', NZ: 'New Zealand', NO: 'Norwegian',
  PE: 'Peruvian', PL: 'Polish', PT: 'Portuguese', RU: 'Russian', SN: 'Senegalese', ZA: 'South African', KR: 'Korean', ES: 'Spanish',
  TH: 'Thai', GB: 'British', US: 'US', UY: 'Uruguayan', VN: 'Vietnamese',
};

export const DISEASES_MEAT = [
  ['African swine fever', '非洲猪瘟', 'pork'],
  ['foot-and-mouth disease', '口蹄疫', 'beef'],
  ['highly pathogenic avian influenza', '高致病性禽流感', 'poultry'],
  ['lumpy skin disease', '牛结节性皮肤病', 'beef'],
  ['bovine spongiform encephalopathy', '疯牛病', 'beef'],
] as const;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Background paragraphs any story may close with; {product}, {country}, {port} are filled in. */
// prettier-ignore
export const CONTEXT_PARAGRAPHS: readonly string[] = [
  'China remains the largest single market for {product} from {country}, and importers say demand from food service in the eastern provinces has held up better than retail demand this year.',
  'Cold-chain operators at {port} report that reefer plug capacity is tight in the weeks before the Spring Festival, when most importers build stock.',
  'Every consignment must travel with an official health certificate in the format agreed between the two authorities, and the exporting plant must appear on the GACC list on the day the goods are declared.',
  'Traders note that clearance at {port} currently takes four to seven working days for consignments selected for sampling, and one to two days for those released on documents.',
  'Exporters are reminded that the Chinese back label must show the country of origin, the registration number of the plant and the production date, and must match the health certificate.',
  'Importers in Shanghai and Guangzhou say buyers are shifting from carcases to portioned cuts, which favours plants with deboning and packing lines approved for China.',
  'Freight rates from South America to Chinese ports have eased from last year\u2019s peak, although transit times via the Cape of Good Hope remain longer than before.',
  'The exporters\u2019 association said it would keep members informed as the competent authority publishes further details.',
  'Local distributors expect wholesale prices to settle once the current arrivals clear the ports and cold stores are drawn down.',
  'The announcement follows a video inspection of the plants concerned by the competent authority and GACC officials earlier in the year.',
];

/** Price sentences with a direction. */
export const PRICE_UP = ['firmed', 'rose', 'climbed', 'edged up'];
export const PRICE_DOWN = ['eased', 'fell', 'slipped', 'softened'];

/** What a company's goods types (the market demo's codes) let its factory news be about. */
// prettier-ignore
export const PRODUCTS_BY_GOODS: Record<string, readonly Product[]> = {
  BEEF: [MEAT_PRODUCTS[0]!], PORK: [MEAT_PRODUCTS[1]!], MUTTON: [MEAT_PRODUCTS[2]!], POULTRY: [MEAT_PRODUCTS[3]!],
  OFFAL: [MEAT_PRODUCTS[4]!, MEAT_PRODUCTS[5]!],
  CASING: [{ en: 'casings', zh: '肠衣', cut: 'salted natural casings' }],
  PROCESSED: [{ en: 'cooked meat', zh: '熟肉制品', cut: 'heat-treated meat products' }],
  DONKEY: [{ en: 'donkey meat', zh: '驴肉', cut: 'frozen donkey meat' }],
  FISH_FROZEN: [SEAFOOD_PRODUCTS[2]!, { en: 'frozen fish', zh: '冻鱼', cut: 'frozen whole round fish' }],
  FISH_CHILLED: [SEAFOOD_PRODUCTS[1]!], CRUSTACEAN: [SEAFOOD_PRODUCTS[0]!, SEAFOOD_PRODUCTS[4]!, SEAFOOD_PRODUCTS[5]!],
  MOLLUSC: [SEAFOOD_PRODUCTS[3]!], BIVALVE: [SEAFOOD_PRODUCTS[6]!], FISH_MEAL: [SEAFOOD_PRODUCTS[7]!],
  ECHINODERM: [{ en: 'sea cucumber', zh: '海参', cut: 'dried sea cucumber' }],
  ALGAE: [{ en: 'seaweed', zh: '海藻', cut: 'dried kelp' }],
};

/** The product words of PRODUCTS_BY_GOODS with the goods types each may stand for, longest first ('beef offal' before 'beef'). */
const PRODUCT_WORDS: readonly (readonly [RegExp, string[]])[] = (() => {
  const words = new Map<string, Set<string>>();
  for (const [goods, products] of Object.entries(PRODUCTS_BY_GOODS)) {
    for (const { en } of products) (words.get(en) ?? words.set(en, new Set()).get(en)!).add(goods);
  }
  return [...words.entries()]
    .sort(([a], [b]) => b.length - a.length)
    .map(([en, goods]) => [new RegExp(`\\b${en}\\b`, 'i'), [...goods].sort()] as const);
})();

/** For each product a text names, the goods types it may stand for (a story about 'shrimp' speaks of crustaceans). */
export function goodsNamedIn(text: string): string[][] {
  let rest = text;
  const found: string[][] = [];
  for (const [word, goods] of PRODUCT_WORDS) {
    if (!word.test(rest)) continue;
    found.push(goods);
    rest = rest.replace(new RegExp(word.source, 'gi'), ' ');
  }
  return found;
}
