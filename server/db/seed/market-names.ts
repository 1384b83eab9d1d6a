/**
 * Word lists the market demo generator draws from: where plants are, what they are called, how each
 * country writes its establishment numbers, what they ship. Plausible trade data, all of it invented.
 * The tables keep several entries to a line (prettier-ignore) so they read as tables.
 */

/** Countries exporting meat (201) or seafood (202) to China, with a relative number of plants. */
// prettier-ignore
export const MEAT_COUNTRIES: readonly (readonly [string, number])[] = [
  ['BR', 14], ['US', 10], ['AU', 9], ['AR', 8], ['NZ', 6], ['ES', 6], ['CA', 5], ['UY', 4], ['DE', 4], ['DK', 3],
  ['NL', 3], ['FR', 3], ['IE', 3], ['GB', 3], ['CL', 3], ['RU', 3], ['MX', 2], ['PL', 2], ['AT', 1], ['IT', 1],
  ['PT', 1], ['HU', 1], ['FI', 1], ['KZ', 1], ['MN', 1], ['CR', 1], ['ZA', 1], ['NA', 1],
];
// prettier-ignore
export const SEAFOOD_COUNTRIES: readonly (readonly [string, number])[] = [
  ['IN', 7], ['VN', 7], ['NO', 6], ['EC', 6], ['RU', 6], ['US', 5], ['CA', 5], ['CL', 4], ['PE', 4], ['TH', 4],
  ['ID', 4], ['AR', 3], ['MY', 3], ['JP', 3], ['KR', 3], ['IS', 3], ['NZ', 3], ['AU', 3], ['FO', 2], ['MR', 2],
  ['MA', 2], ['SN', 2], ['GB', 2], ['DK', 2], ['ES', 2], ['MX', 2], ['NA', 1], ['ZA', 1], ['IE', 1], ['NL', 1],
  ['PT', 1], ['FR', 1], ['EE', 1], ['FI', 1],
];

// prettier-ignore
const STREETS: Record<string, readonly string[]> = {
  en: ['Industrial Road', 'Harbour Street', 'Rural Route', 'Port Road', 'Export Park Drive', 'Mill Lane'],
  es: ['Avenida Central', 'Camino Real', 'Avenida del Puerto', 'Calle Industrial'],
  pt: ['Rua Industrial', 'Avenida do Porto', 'Estrada Municipal'],
  de: ['Hafenstraße', 'Industriestraße', 'Gewerbering'],
  da: ['Industrivej', 'Havnevej'],
  no: ['Havnegata', 'Industriveien'],
  nl: ['Industrieweg', 'Havenweg'],
  fr: ['Rue du Port', 'Zone Industrielle', 'Quai des Pêcheurs'],
};
// prettier-ignore
const STREET_LANGUAGE: Record<string, string> = {
  AR: 'es', UY: 'es', CL: 'es', MX: 'es', CR: 'es', PE: 'es', EC: 'es', ES: 'es', BR: 'pt', PT: 'pt', DE: 'de', AT: 'de',
  DK: 'da', NO: 'no', NL: 'nl', BE: 'nl', FR: 'fr', MA: 'fr', MR: 'fr', SN: 'fr',
};
export const streetsOf = (countryCode: string) => STREETS[STREET_LANGUAGE[countryCode] ?? 'en']!;

/** The company's name: the style's pattern around the core, then the legal form (market-name-parts.ts), if any. */
export function companyNameFor(core: string, pattern: string, legalForm: string): string {
  const name = pattern.replace('{}', core);
  return legalForm ? `${name} ${legalForm}` : name;
}

/** The establishment number as the home country writes it. */
export function regNoFor(countryCode: string, accessType: string, n: number): string {
  const meat = accessType === '201';
  switch (countryCode) {
    case 'BR':
      return `SIF ${n}`;
    case 'US':
      return meat ? `EST. ${n}` : `US-${n}`;
    case 'CA':
      return meat ? `EST. ${n}` : `CA ${n}`;
    case 'AU':
      return `EST ${n}`;
    case 'NZ':
      return meat ? `ME ${n}` : `NZ ${n}`;
    case 'AR':
      return meat ? `SENASA ${n}` : `AR-P-${n}`;
    case 'VN':
      return `DL ${n}`;
    case 'NO':
      return `N-${n}`;
    case 'GB':
      return `UK ${n}`;
    case 'ES':
    case 'DE':
    case 'DK':
    case 'NL':
    case 'FR':
    case 'IE':
    case 'BE':
    case 'AT':
    case 'IT':
    case 'PT':
    case 'HU':
    case 'FI':
    case 'EE':
    case 'PL':
      return `${countryCode} ${n} EC`;
    default:
      return `${countryCode}-${n}`;
  }
}

/**
 * Goods types each country's plants are registered for, the commonest first: what the country really ships to
 * China (a country under a whole-country ban on a species has no plants of it, see market-bans.ts).
 */
// prettier-ignore
export const MEAT_GOODS: Record<string, readonly string[]> = {
  BR: ['BEEF', 'POULTRY', 'PORK', 'OFFAL'], US: ['PORK', 'BEEF', 'POULTRY', 'OFFAL'], AU: ['BEEF', 'MUTTON', 'OFFAL'],
  AR: ['BEEF', 'OFFAL', 'POULTRY'], NZ: ['MUTTON', 'BEEF', 'OFFAL'], ES: ['PORK', 'OFFAL', 'CASING'], CA: ['PORK', 'BEEF', 'OFFAL'],
  UY: ['BEEF', 'MUTTON', 'OFFAL'], DE: ['BEEF', 'PROCESSED'], DK: ['PORK', 'OFFAL', 'CASING'], NL: ['PORK', 'OFFAL', 'CASING'],
  FR: ['PORK', 'POULTRY', 'OFFAL'], IE: ['BEEF', 'PORK', 'OFFAL'], GB: ['PORK', 'OFFAL', 'CASING'], CL: ['PORK', 'POULTRY'],
  RU: ['PORK', 'POULTRY', 'BEEF'], MX: ['PORK', 'OFFAL'], PL: ['BEEF'], AT: ['PORK', 'OFFAL'], IT: ['PROCESSED'],
  PT: ['PORK', 'OFFAL'], HU: ['POULTRY'], FI: ['PORK', 'OFFAL'], KZ: ['BEEF', 'MUTTON'], MN: ['MUTTON', 'BEEF'], CR: ['BEEF'],
  ZA: ['BEEF', 'MUTTON'], NA: ['BEEF'],
};
export const MEAT_GOODS_DEFAULT = ['PORK', 'OFFAL'];
// prettier-ignore
export const SEAFOOD_GOODS: Record<string, readonly string[]> = {
  IN: ['CRUSTACEAN', 'FISH_FROZEN', 'MOLLUSC'], VN: ['CRUSTACEAN', 'FISH_FROZEN', 'MOLLUSC'], NO: ['FISH_CHILLED', 'FISH_FROZEN', 'CRUSTACEAN', 'FISH_MEAL'],
  EC: ['CRUSTACEAN', 'FISH_FROZEN'], RU: ['FISH_FROZEN', 'CRUSTACEAN', 'ECHINODERM'], US: ['FISH_FROZEN', 'CRUSTACEAN', 'BIVALVE', 'ECHINODERM'],
  CA: ['CRUSTACEAN', 'BIVALVE', 'FISH_FROZEN'], CL: ['FISH_CHILLED', 'FISH_FROZEN', 'ECHINODERM', 'FISH_MEAL'], PE: ['FISH_MEAL', 'MOLLUSC', 'BIVALVE'],
  TH: ['CRUSTACEAN', 'FISH_FROZEN', 'MOLLUSC'], ID: ['CRUSTACEAN', 'FISH_FROZEN', 'MOLLUSC'], AR: ['CRUSTACEAN', 'MOLLUSC', 'FISH_FROZEN'],
  MY: ['CRUSTACEAN', 'FISH_FROZEN'], JP: ['BIVALVE', 'ECHINODERM', 'FISH_FROZEN'], KR: ['ALGAE', 'MOLLUSC', 'FISH_FROZEN'], IS: ['FISH_FROZEN', 'FISH_MEAL'],
  NZ: ['CRUSTACEAN', 'BIVALVE', 'FISH_FROZEN'], AU: ['CRUSTACEAN', 'ECHINODERM', 'BIVALVE'], FO: ['FISH_FROZEN', 'FISH_CHILLED'],
  MR: ['MOLLUSC', 'FISH_FROZEN', 'FISH_MEAL'], MA: ['MOLLUSC', 'FISH_FROZEN'], SN: ['MOLLUSC', 'FISH_FROZEN'], GB: ['FISH_CHILLED', 'FISH_FROZEN', 'CRUSTACEAN'],
  DK: ['FISH_FROZEN', 'FISH_MEAL', 'CRUSTACEAN'], ES: ['MOLLUSC', 'FISH_FROZEN'], MX: ['CRUSTACEAN', 'ECHINODERM', 'MOLLUSC'], NA: ['FISH_FROZEN', 'CRUSTACEAN'],
  ZA: ['FISH_FROZEN', 'CRUSTACEAN'], IE: ['FISH_FROZEN', 'CRUSTACEAN', 'BIVALVE'], NL: ['FISH_FROZEN'], PT: ['FISH_FROZEN', 'MOLLUSC'],
  FR: ['BIVALVE', 'FISH_FROZEN'], EE: ['FISH_FROZEN'], FI: ['FISH_CHILLED', 'FISH_FROZEN'],
};
export const SEAFOOD_GOODS_DEFAULT = ['FISH_FROZEN'];

const LONG_FISH_NAME =
  'Frozen fish, whole, gutted or headed: Atlantic cod (Gadus morhua), haddock (Melanogrammus aeglefinus), saithe (Pollachius virens), ' +
  'Greenland halibut (Reinhardtius hippoglossoides), beaked redfish (Sebastes mentella), ling (Molva molva) and tusk (Brosme brosme), ' +
  'for further processing in China and re-export';

/**
 * A product: [English name, Chinese name, category, where]. `where` keeps it to the countries that ship it (a
 * species is caught or farmed where it lives), or to the countries whose plants also make a goods type (pork feet
 * come from pork countries); without it any country of its goods type has it.
 */
export type ProductEntry = readonly [string, string, string, { countries?: readonly string[]; needs?: string }?];
const ATLANTIC_COD = ['NO', 'IS', 'FO', 'RU', 'GB', 'DK'];
// prettier-ignore
export const PRODUCTS: Record<string, readonly ProductEntry[]> = {
  PORK: [
    ['Frozen pork belly, boneless', '冷冻去骨猪五花肉', 'Frozen pork'], ['Frozen pork shoulder', '冷冻猪前腿肉', 'Frozen pork'],
    ['Frozen pork loin, boneless', '冷冻去骨猪里脊', 'Frozen pork'], ['Frozen pork spare ribs', '冷冻猪肋排', 'Frozen pork'],
    ['Chilled pork carcass halves', '冰鲜猪二分体', 'Chilled pork', { countries: ['CA', 'US', 'RU'] }],
  ],
  BEEF: [
    ['Frozen boneless beef brisket', '冷冻去骨牛胸肉', 'Frozen beef'], ['Frozen beef short ribs', '冷冻牛小排', 'Frozen beef'],
    ['Chilled beef striploin', '冰鲜牛西冷', 'Chilled beef', { countries: ['AU', 'NZ', 'AR', 'UY', 'US', 'CA', 'IE'] }],
    ['Frozen beef shin and shank', '冷冻牛腱', 'Frozen beef'], ['Frozen beef chuck roll', '冷冻牛上脑', 'Frozen beef'],
  ],
  MUTTON: [
    ['Frozen lamb carcass', '冷冻羔羊胴体', 'Frozen sheep meat'], ['Frozen mutton leg, bone-in', '冷冻带骨羊腿', 'Frozen sheep meat'],
    ['Frozen lamb flaps', '冷冻羊腩', 'Frozen sheep meat'], ['Frozen lamb rack', '冷冻羊排', 'Frozen sheep meat'],
  ],
  POULTRY: [
    ['Frozen chicken paws', '冷冻鸡爪', 'Frozen poultry'], ['Frozen chicken mid-joint wings', '冷冻鸡翅中', 'Frozen poultry'],
    ['Frozen chicken leg quarters', '冷冻鸡腿', 'Frozen poultry'],
  ],
  OFFAL: [
    ['Frozen pork feet', '冷冻猪蹄', 'Edible offal', { needs: 'PORK' }], ['Frozen pork ears', '冷冻猪耳', 'Edible offal', { needs: 'PORK' }],
    ['Frozen beef omasum (tripe)', '冷冻牛百叶', 'Edible offal', { needs: 'BEEF' }], ['Frozen beef tendon', '冷冻牛筋', 'Edible offal', { needs: 'BEEF' }],
    ['Frozen ox tongue', '冷冻牛舌', 'Edible offal', { needs: 'BEEF' }], ['Frozen sheep tripe', '冷冻羊肚', 'Edible offal', { needs: 'MUTTON' }],
  ],
  DONKEY: [['Frozen donkey meat, boneless', '冷冻去骨驴肉', 'Frozen donkey meat']],
  CASING: [['Salted hog casings', '盐渍猪肠衣', 'Casings'], ['Salted sheep casings', '盐渍羊肠衣', 'Casings', { countries: ['ES', 'GB', 'AU', 'NZ'] }]],
  PROCESSED: [['Cooked ham', '熟火腿', 'Heat-processed meat'], ['Cooked sausages', '熟制香肠', 'Heat-processed meat']],
  FISH_FROZEN: [
    ['Frozen Atlantic cod (Gadus morhua)', '冷冻大西洋鳕鱼', 'Frozen fish', { countries: ATLANTIC_COD }],
    [LONG_FISH_NAME, '冷冻整条或去脏去头鱼（鳕鱼、黑线鳕、绿青鳕、格陵兰庸鲽、尖吻平鲉、魣鳕、单鳍鳕），供在华加工复出口', 'Frozen fish', { countries: ATLANTIC_COD }],
    ['Frozen Alaska pollock fillets', '冷冻狭鳕鱼片', 'Frozen fish', { countries: ['US', 'RU'] }],
    ['Frozen Pacific saury', '冷冻秋刀鱼', 'Frozen fish', { countries: ['JP', 'KR'] }],
    ['Frozen Atlantic mackerel (Scomber scombrus)', '冷冻大西洋鲭鱼', 'Frozen fish', { countries: ['NO', 'GB', 'IE', 'IS', 'FO', 'DK', 'NL', 'FR'] }],
    ['Frozen Patagonian toothfish', '冷冻南极犬牙鱼', 'Frozen fish', { countries: ['CL', 'AR', 'ZA'] }],
    ['Frozen hake (Merluccius spp.)', '冷冻无须鳕', 'Frozen fish', { countries: ['AR', 'NA', 'ZA', 'ES', 'CL', 'MA', 'PT', 'FR'] }],
    ['Frozen yellowfin tuna', '冷冻黄鳍金枪鱼', 'Frozen fish', { countries: ['EC', 'ID', 'VN', 'TH', 'MY', 'SN', 'MX'] }],
    ['Frozen pangasius fillets', '冷冻巴沙鱼片', 'Frozen fish', { countries: ['VN'] }],
    ['Frozen Indian mackerel', '冷冻羽鳃鲐', 'Frozen fish', { countries: ['IN', 'TH', 'MY', 'ID'] }],
    ['Frozen ribbonfish (hairtail)', '冷冻带鱼', 'Frozen fish', { countries: ['IN', 'KR'] }],
    ['Frozen horse mackerel (Trachurus spp.)', '冷冻竹荚鱼', 'Frozen fish', { countries: ['MR', 'MA', 'SN', 'NL', 'IE', 'PT'] }],
    ['Frozen Greenland halibut', '冷冻格陵兰庸鲽', 'Frozen fish', { countries: ['NO', 'IS', 'FO', 'DK', 'CA'] }],
    ['Frozen Baltic herring', '冷冻波罗的海鲱鱼', 'Frozen fish', { countries: ['EE', 'FI'] }],
    ['Frozen hoki', '冷冻长尾鳕', 'Frozen fish', { countries: ['NZ'] }],
  ],
  FISH_CHILLED: [
    ['Chilled Atlantic salmon (Salmo salar)', '冰鲜大西洋鲑', 'Chilled fish', { countries: ['NO', 'CL', 'FO', 'GB'] }],
    ['Chilled rainbow trout', '冰鲜虹鳟', 'Chilled fish', { countries: ['CL', 'NO', 'FI'] }],
  ],
  CRUSTACEAN: [
    ['Frozen whiteleg shrimp (Litopenaeus vannamei)', '冷冻南美白对虾', 'Crustaceans', { countries: ['EC', 'IN', 'VN', 'TH', 'ID', 'MY', 'MX'] }],
    ['Frozen black tiger shrimp', '冷冻黑虎虾', 'Crustaceans', { countries: ['VN', 'IN', 'ID', 'MY'] }],
    ['Live rock lobster', '活岩龙虾', 'Crustaceans', { countries: ['AU', 'NZ', 'ZA', 'NA'] }],
    ['Live lobster (Homarus spp.)', '活螯龙虾', 'Crustaceans', { countries: ['CA', 'US', 'IE', 'GB'] }],
    ['Frozen snow crab clusters', '冷冻雪蟹腿', 'Crustaceans', { countries: ['CA', 'RU', 'US', 'NO'] }],
    ['Live king crab', '活帝王蟹', 'Crustaceans', { countries: ['RU', 'NO', 'US'] }],
    ['Frozen Argentine red shrimp (Pleoticus muelleri)', '冷冻阿根廷红虾', 'Crustaceans', { countries: ['AR'] }],
    ['Frozen northern prawns (Pandalus borealis)', '冷冻北极甜虾', 'Crustaceans', { countries: ['DK', 'NO', 'CA', 'GB'] }],
    ['Live brown crab', '活黄道蟹', 'Crustaceans', { countries: ['GB', 'IE'] }],
  ],
  MOLLUSC: [
    ['Frozen Argentine shortfin squid (Illex argentinus)', '冷冻阿根廷滑柔鱼', 'Molluscs', { countries: ['AR'] }],
    ['Frozen jumbo flying squid (Dosidicus gigas)', '冷冻茎柔鱼', 'Molluscs', { countries: ['PE'] }],
    ['Frozen octopus', '冷冻章鱼', 'Molluscs', { countries: ['MR', 'MA', 'SN', 'ES', 'PT', 'MX'] }],
    ['Frozen cuttlefish', '冷冻墨鱼', 'Molluscs', { countries: ['MA', 'MR', 'SN', 'IN', 'VN', 'TH'] }],
    ['Frozen squid (Loligo spp.)', '冷冻枪乌贼', 'Molluscs', { countries: ['IN', 'TH', 'VN', 'ID', 'KR', 'ES'] }],
  ],
  BIVALVE: [
    ['Live Pacific oysters', '活太平洋牡蛎', 'Bivalves', { countries: ['NZ', 'AU', 'US', 'CA', 'FR', 'IE'] }],
    ['Frozen scallop meat', '冷冻扇贝肉', 'Bivalves', { countries: ['JP', 'US', 'CA', 'PE'] }],
    ['Live geoduck', '活象拔蚌', 'Bivalves', { countries: ['US', 'CA'] }],
    ['Frozen green-lipped mussels', '冷冻青口贝', 'Bivalves', { countries: ['NZ'] }],
  ],
  ECHINODERM: [
    ['Dried sea cucumber', '干海参', 'Echinoderms', { countries: ['JP', 'AU', 'RU', 'US', 'MX'] }],
    ['Frozen sea urchin roe', '冷冻海胆黄', 'Echinoderms', { countries: ['CL', 'RU', 'JP', 'US'] }],
  ],
  ALGAE: [['Dried kelp', '干海带', 'Seaweed'], ['Dried laver (nori)', '干紫菜', 'Seaweed']],
  FISH_MEAL: [
    ['Fish meal, steam dried', '蒸汽干燥鱼粉', 'Fish meal and oil'],
    ['Crude fish oil', '粗鱼油', 'Fish meal and oil', { countries: ['PE', 'CL', 'IS', 'NO', 'DK', 'MR'] }],
  ],
};

/** The products of a goods type that a country ships, given all the goods types its plants make. */
export function productsOf(goodsType: string, countryCode: string, countryGoods: ReadonlySet<string>): readonly ProductEntry[] {
  return (PRODUCTS[goodsType] ?? []).filter(([, , , where]) => {
    if (where?.countries && !where.countries.includes(countryCode)) return false;
    return !where?.needs || countryGoods.has(where.needs);
  });
}

export const MEAT_ACTIVITIES = ['Slaughterhouse', 'Cutting plant', 'Cold store', 'Processing plant'];
export const SEAFOOD_ACTIVITIES = ['Processing plant', 'Freezer vessel', 'Cold store', 'Factory vessel', 'Aquaculture farm'];
export const MEAT_MODES = ['Slaughtering and cutting', 'Cutting and deboning', 'Cold storage', 'Heat processing'];
export const SEAFOOD_MODES = ['Processing', 'Freezing at sea', 'Cold storage', 'Farming and processing'];
export const MEAT_LABELS = ['Halal certified', 'BRCGS grade AA', 'Family owned', 'Grass-fed', 'Export leader'];
export const SEAFOOD_LABELS = ['MSC certified', 'ASC certified', 'BRCGS grade AA', 'Family owned', 'Export leader'];
export const COMPANY_TYPES = ['Manufacturer', 'Producer', 'Exporter', 'Cooperative'];

// prettier-ignore
export const SUSPENSION_REASONS = [
  'COVID-19 nucleic acid detected on outer packaging',
  'Ractopamine residue detected at port inspection',
  'Listeria monocytogenes detected in product',
  'Labelling not compliant with GB 7718',
  'Suspended at the request of the competent authority',
  'Salmonella detected in product',
  'Non-compliance found during video inspection',
];
// prettier-ignore
export const SEAFOOD_SUSPENSION_REASONS = [
  'Chloramphenicol residue above the limit',
  'Vibrio parahaemolyticus detected in product',
  'COVID-19 nucleic acid detected on outer packaging',
  'Suspended at the request of the competent authority',
];
