/**
 * Word lists the market demo generator draws from: where plants are, what they are called, how each
 * country writes its establishment numbers, what they ship. Plausible trade data, all of it invented.
 * The tables keep several entries to a line (prettier-ignore) so they read as tables.
 */

/** Countries exporting meat (201) or seafood (202) to China, with a relative number of plants. */
// prettier-ignore
export const MEAT_COUNTRIES: readonly (readonly [string, number])[] = [
  ['BR', 14], ['US', 10], ['AU', 9], ['AR', 8], ['NZ', 6], ['ES', 6], ['CA', 5], ['UY', 4], ['DE', 4], ['DK', 3],
  ['NL', 3], ['FR', 3], ['IE', 3], ['GB', 3], ['CL', 3], ['RU', 3], ['MX', 2], ['PL', 2], ['BE', 2], ['AT', 1],
  ['IT', 1], ['PT', 1], ['HU', 1], ['FI', 1], ['EE', 1], ['KZ', 1], ['MN', 1], ['CR', 1], ['ZA', 1], ['NA', 1],
];
// prettier-ignore
export const SEAFOOD_COUNTRIES: readonly (readonly [string, number])[] = [
  ['IN', 7], ['VN', 7], ['NO', 6], ['EC', 6], ['RU', 6], ['US', 5], ['CA', 5], ['CL', 4], ['PE', 4], ['TH', 4],
  ['ID', 4], ['AR', 3], ['MY', 3], ['JP', 3], ['KR', 3], ['IS', 3], ['NZ', 3], ['AU', 3], ['FO', 2], ['MR', 2],
  ['MA', 2], ['SN', 2], ['GB', 2], ['DK', 2], ['ES', 2], ['MX', 2], ['NA', 1], ['ZA', 1], ['IE', 1], ['NL', 1],
  ['PT', 1], ['FR', 1], ['EE', 1], ['FI', 1],
];

// prettier-ignore
export const CITIES: Record<string, readonly string[]> = {
  AR: ['Buenos Aires', 'Rosario', 'Mar del Plata', 'Puerto Madryn'], AU: ['Rockhampton', 'Wagga Wagga', 'Dinmore', 'Port Lincoln'],
  AT: ['Linz', 'Graz'], BE: ['Ghent', 'Antwerp'], BR: ['Lins', 'Barretos', 'Chapecó', 'Rio Verde', 'Campo Grande'],
  CA: ['Brooks', 'Red Deer', 'Halifax', 'Moncton'], CL: ['Osorno', 'Puerto Montt', 'Rancagua'], CR: ['Cartago', 'Puntarenas'],
  DK: ['Horsens', 'Esbjerg', 'Skagen'], EC: ['Guayaquil', 'Manta', 'Machala'], EE: ['Tallinn', 'Pärnu'], FO: ['Tórshavn', 'Klaksvík'],
  FI: ['Seinäjoki', 'Kotka'], FR: ['Lamballe', 'Boulogne-sur-Mer'], DE: ['Rheda-Wiedenbrück', 'Cuxhaven', 'Weißenfels'],
  HU: ['Kaposvár', 'Szeged'], IS: ['Reykjavík', 'Grindavík'], IN: ['Kochi', 'Visakhapatnam', 'Veraval', 'Bhimavaram'],
  ID: ['Surabaya', 'Makassar', 'Bitung'], IE: ['Cahir', 'Killybegs', 'Ballyjamesduff'], IT: ['Modena', 'Cremona'],
  JP: ['Hakodate', 'Kesennuma', 'Sapporo'], KZ: ['Kostanay', 'Almaty'], MY: ['Penang', 'Johor Bahru'], MR: ['Nouadhibou'],
  MX: ['Hermosillo', 'Mazatlán', 'Monterrey'], MN: ['Ulaanbaatar', 'Darkhan'], MA: ['Agadir', 'Dakhla'], NA: ['Windhoek', 'Walvis Bay'],
  NL: ['Boxtel', 'IJmuiden'], NZ: ['Hawera', 'Timaru', 'Nelson', 'Invercargill'], NO: ['Ålesund', 'Bergen', 'Tromsø'],
  PE: ['Paita', 'Chimbote', 'Callao'], PL: ['Kutno', 'Gdynia'], PT: ['Rio Maior', 'Aveiro'], RU: ['Belgorod', 'Murmansk', 'Vladivostok'],
  SN: ['Dakar', 'Mbour'], ZA: ['Pretoria', 'Cape Town'], KR: ['Busan', 'Tongyeong'], ES: ['Lleida', 'Vigo', 'Murcia'],
  TH: ['Samut Sakhon', 'Songkhla'], GB: ['Peterborough', 'Grimsby', 'Peterhead'], US: ['Greeley', 'Sioux City', 'Dutch Harbor', 'Omaha'],
  UY: ['Tacuarembó', 'Canelones', 'Montevideo'], VN: ['Cà Mau', 'Cần Thơ', 'Nha Trang', 'Sóc Trăng'],
};

const STREETS = ['Industrial Road', 'Harbour Street', 'Rural Route', 'Port Road', 'Export Park Drive', 'Mill Lane'];
const STREETS_LATIN = ['Avenida Central', 'Rua Industrial', 'Camino Real', 'Avenida del Puerto', 'Rodovia BR 153'];
const STREETS_NORTH = ['Industrivej', 'Havnegata', 'Hafenstraße', 'Industrieweg'];
const NORTH = new Set(['DK', 'NO', 'DE', 'AT', 'NL', 'BE', 'IS', 'FO', 'FI', 'EE']);
export const streetsOf = (countryCode: string) =>
  SPANISH_PORTUGUESE_CODES.includes(countryCode) ? STREETS_LATIN : NORTH.has(countryCode) ? STREETS_NORTH : STREETS;
const SPANISH_PORTUGUESE_CODES = ['BR', 'AR', 'UY', 'CL', 'MX', 'CR', 'PE', 'EC', 'ES', 'PT'];

// prettier-ignore
export const NAME_CORES = [
  'Rio Verde', 'Serra Alta', 'Pampa', 'Southern Cross', 'Riverina', 'Highland', 'Northern Plains', 'Green Valley', 'Silver Fern',
  'Coastal', 'Atlantic', 'Pacific', 'Nordic', 'Blue Ocean', 'Golden Harvest', 'Prairie', 'Red Oak', 'Eagle Ridge', 'Lakeview',
  'Summit', 'Westfield', 'Eastbrook', 'Stonebridge', 'Glacier', 'Fjord', 'Meridian', 'Horizon', 'Evergreen', 'Sunrise',
  'Clearwater', 'Ironbark', 'Redgum', 'Tasman', 'Canterbury', 'Andes', 'Patagonia', 'La Esperanza', 'San Jorge', 'Santa Rosa',
  'Boa Vista', 'Vale do Sol', 'Nova Fronteira', 'Sea Star', 'North Cape', 'Arctic', 'Baltic', 'Danube', 'Alpine', 'Heritage',
  'Crown', 'Pioneer', 'Frontier', 'Cedar', 'Kingfisher', 'Three Rivers', 'Oakwood', 'Bluewater', 'Seabreeze', 'Greenfield', 'Orion',
];
// prettier-ignore
export const NAME_CORES_ZH = [
  '绿谷', '银蕨', '南十字', '太平洋', '大西洋', '北极', '金穗', '红橡', '晨光', '清泉', '高原', '海星', '蓝海', '草原', '峡湾',
  '皇冠', '先锋', '常青', '山峰', '海湾', '河谷', '橡树', '北角', '星辰', '丰收',
];
export const MEAT_TRADES = ['Meats', 'Foods', 'Packers', 'Meat Processors'];
/** A company named after what it mainly makes, when that is one species. */
export const TRADE_BY_GOODS: Record<string, string> = {
  BEEF: 'Beef',
  PORK: 'Pork',
  MUTTON: 'Lamb',
  POULTRY: 'Poultry',
  CASING: 'Casings',
  CRUSTACEAN: 'Shrimp',
  FISH_CHILLED: 'Salmon',
};
export const MEAT_TRADES_ZH = ['肉类', '食品', '肉业', '屠宰加工'];
export const SEAFOOD_TRADES = ['Seafood', 'Fisheries', 'Aquaculture', 'Marine Products', 'Fishing'];
export const SEAFOOD_TRADES_ZH = ['水产', '渔业', '海产', '海洋食品'];

const LEGAL_SUFFIX: Record<string, string> = {
  BR: 'Ltda.',
  AR: 'S.A.',
  UY: 'S.A.',
  CL: 'S.A.',
  MX: 'S.A. de C.V.',
  CR: 'S.A.',
  PE: 'S.A.C.',
  EC: 'S.A.',
  AU: 'Pty Ltd',
  NZ: 'Ltd',
  US: 'Inc.',
  CA: 'Inc.',
  GB: 'Ltd',
  IE: 'Ltd',
  DE: 'GmbH',
  AT: 'GmbH',
  DK: 'A/S',
  NO: 'AS',
  NL: 'B.V.',
  BE: 'NV',
  FR: 'SAS',
  ES: 'S.L.',
  IT: 'S.r.l.',
  PT: 'Lda.',
  PL: 'Sp. z o.o.',
  FI: 'Oy',
  EE: 'OÜ',
  IS: 'hf.',
  FO: 'P/F',
  HU: 'Kft.',
  RU: 'LLC',
  JP: 'Co., Ltd.',
  KR: 'Co., Ltd.',
  VN: 'JSC',
  TH: 'Co., Ltd.',
  IN: 'Pvt. Ltd.',
  ID: 'Tbk',
  MY: 'Sdn. Bhd.',
  ZA: '(Pty) Ltd',
  NA: '(Pty) Ltd',
  KZ: 'LLP',
  MN: 'LLC',
  MA: 'SARL',
  MR: 'SARL',
  SN: 'SARL',
};
const SPANISH_PORTUGUESE = new Set(SPANISH_PORTUGUESE_CODES);

export function companyNameFor(countryCode: string, core: string, trade: string, meat: boolean): string {
  const suffix = LEGAL_SUFFIX[countryCode] ?? 'Co., Ltd.';
  if (meat && SPANISH_PORTUGUESE.has(countryCode)) return `Frigorífico ${core} ${suffix}`;
  if (!meat && SPANISH_PORTUGUESE.has(countryCode)) return `Pesquera ${core} ${suffix}`;
  return `${core} ${trade} ${suffix}`;
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

/** Goods types each country's plants are registered for, the commonest first. */
// prettier-ignore
export const MEAT_GOODS: Record<string, readonly string[]> = {
  BR: ['BEEF', 'POULTRY', 'PORK', 'OFFAL'], AR: ['BEEF', 'OFFAL', 'POULTRY'], UY: ['BEEF', 'MUTTON', 'OFFAL'],
  AU: ['BEEF', 'MUTTON', 'OFFAL'], NZ: ['MUTTON', 'BEEF', 'OFFAL'], US: ['PORK', 'BEEF', 'POULTRY', 'OFFAL'],
  CA: ['PORK', 'BEEF', 'OFFAL'], IE: ['BEEF', 'PORK', 'OFFAL'], RU: ['PORK', 'POULTRY', 'BEEF'], KZ: ['BEEF', 'MUTTON'],
  MN: ['MUTTON', 'BEEF', 'DONKEY'], CL: ['PORK', 'POULTRY'], MX: ['PORK', 'OFFAL'], CR: ['BEEF'], ZA: ['BEEF', 'MUTTON'],
  NA: ['BEEF'], IT: ['PROCESSED', 'PORK'],
};
export const MEAT_GOODS_DEFAULT = ['PORK', 'OFFAL', 'CASING', 'PROCESSED'];
// prettier-ignore
export const SEAFOOD_GOODS: Record<string, readonly string[]> = {
  NO: ['FISH_FROZEN', 'FISH_CHILLED', 'FISH_MEAL'], EC: ['CRUSTACEAN', 'FISH_FROZEN'], IN: ['CRUSTACEAN', 'FISH_FROZEN', 'MOLLUSC'],
  VN: ['CRUSTACEAN', 'FISH_FROZEN', 'MOLLUSC'], JP: ['ECHINODERM', 'BIVALVE', 'FISH_FROZEN'], KR: ['ALGAE', 'MOLLUSC', 'FISH_FROZEN'],
  CA: ['CRUSTACEAN', 'BIVALVE', 'FISH_FROZEN'], CL: ['FISH_CHILLED', 'FISH_FROZEN', 'BIVALVE'], PE: ['FISH_MEAL', 'MOLLUSC'],
  MR: ['MOLLUSC', 'FISH_FROZEN'], MA: ['MOLLUSC', 'FISH_FROZEN'], SN: ['MOLLUSC', 'FISH_FROZEN'], IS: ['FISH_FROZEN', 'FISH_MEAL'],
  FO: ['FISH_FROZEN', 'FISH_CHILLED'], AU: ['CRUSTACEAN', 'ECHINODERM', 'BIVALVE'], NZ: ['CRUSTACEAN', 'BIVALVE', 'FISH_FROZEN'],
  RU: ['FISH_FROZEN', 'CRUSTACEAN', 'ECHINODERM'], US: ['CRUSTACEAN', 'FISH_FROZEN', 'BIVALVE'], AR: ['CRUSTACEAN', 'MOLLUSC'],
};
export const SEAFOOD_GOODS_DEFAULT = ['FISH_FROZEN', 'CRUSTACEAN', 'MOLLUSC'];

const LONG_FISH_NAME =
  'Frozen fish, whole, gutted or headed: Atlantic cod (Gadus morhua), haddock (Melanogrammus aeglefinus), saithe (Pollachius virens), ' +
  'Greenland halibut (Reinhardtius hippoglossoides), beaked redfish (Sebastes mentella), ling (Molva molva) and tusk (Brosme brosme), ' +
  'for further processing in China and re-export';

/** Products by goods type: [English name, Chinese name, category]. */
// prettier-ignore
export const PRODUCTS: Record<string, readonly (readonly [string, string, string])[]> = {
  PORK: [
    ['Frozen pork belly, boneless', '冷冻去骨猪五花肉', 'Frozen pork'], ['Frozen pork shoulder', '冷冻猪前腿肉', 'Frozen pork'],
    ['Frozen pork loin, boneless', '冷冻去骨猪里脊', 'Frozen pork'], ['Frozen pork spare ribs', '冷冻猪肋排', 'Frozen pork'],
    ['Chilled pork carcass halves', '冰鲜猪二分体', 'Chilled pork'],
  ],
  BEEF: [
    ['Frozen boneless beef brisket', '冷冻去骨牛胸肉', 'Frozen beef'], ['Frozen beef short ribs', '冷冻牛小排', 'Frozen beef'],
    ['Chilled beef striploin', '冰鲜牛西冷', 'Chilled beef'], ['Frozen beef shin and shank', '冷冻牛腱', 'Frozen beef'],
    ['Frozen beef chuck roll', '冷冻牛上脑', 'Frozen beef'],
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
    ['Frozen pork feet', '冷冻猪蹄', 'Edible offal'], ['Frozen beef omasum (tripe)', '冷冻牛百叶', 'Edible offal'],
    ['Frozen pork ears', '冷冻猪耳', 'Edible offal'], ['Frozen beef tendon', '冷冻牛筋', 'Edible offal'], ['Frozen ox tongue', '冷冻牛舌', 'Edible offal'],
  ],
  DONKEY: [['Frozen donkey meat, boneless', '冷冻去骨驴肉', 'Frozen donkey meat']],
  CASING: [['Salted hog casings', '盐渍猪肠衣', 'Casings'], ['Salted sheep casings', '盐渍羊肠衣', 'Casings']],
  PROCESSED: [['Cooked ham', '熟火腿', 'Heat-processed meat'], ['Cooked pork sausages', '熟制猪肉香肠', 'Heat-processed meat']],
  FISH_FROZEN: [
    ['Frozen Atlantic cod (Gadus morhua)', '冷冻大西洋鳕鱼', 'Frozen fish'], ['Frozen Alaska pollock fillets', '冷冻狭鳕鱼片', 'Frozen fish'],
    ['Frozen Pacific saury', '冷冻秋刀鱼', 'Frozen fish'], ['Frozen Atlantic mackerel (Scomber scombrus)', '冷冻大西洋鲭鱼', 'Frozen fish'],
    ['Frozen Patagonian toothfish', '冷冻南极犬牙鱼', 'Frozen fish'], [LONG_FISH_NAME, '冷冻整条或去脏去头鱼（鳕鱼、黑线鳕、绿青鳕、格陵兰庸鲽、尖吻平鲉、魣鳕、单鳍鳕），供在华加工复出口', 'Frozen fish'],
  ],
  FISH_CHILLED: [['Chilled Atlantic salmon (Salmo salar)', '冰鲜大西洋鲑', 'Chilled fish'], ['Chilled rainbow trout', '冰鲜虹鳟', 'Chilled fish']],
  CRUSTACEAN: [
    ['Frozen whiteleg shrimp (Litopenaeus vannamei)', '冷冻南美白对虾', 'Crustaceans'], ['Live rock lobster', '活岩龙虾', 'Crustaceans'],
    ['Frozen snow crab clusters', '冷冻雪蟹腿', 'Crustaceans'], ['Frozen Argentine red shrimp (Pleoticus muelleri)', '冷冻阿根廷红虾', 'Crustaceans'],
    ['Live king crab', '活帝王蟹', 'Crustaceans'],
  ],
  MOLLUSC: [
    ['Frozen Argentine shortfin squid (Illex argentinus)', '冷冻阿根廷滑柔鱼', 'Molluscs'], ['Frozen octopus', '冷冻章鱼', 'Molluscs'],
    ['Frozen cuttlefish', '冷冻墨鱼', 'Molluscs'],
  ],
  BIVALVE: [['Live Pacific oysters', '活太平洋牡蛎', 'Bivalves'], ['Frozen scallop meat', '冷冻扇贝肉', 'Bivalves'], ['Live geoduck', '活象拔蚌', 'Bivalves']],
  ECHINODERM: [['Dried sea cucumber', '干海参', 'Echinoderms'], ['Frozen sea urchin roe', '冷冻海胆黄', 'Echinoderms']],
  ALGAE: [['Dried kelp', '干海带', 'Seaweed'], ['Dried laver (nori)', '干紫菜', 'Seaweed']],
  FISH_MEAL: [['Fish meal, steam dried', '蒸汽干燥鱼粉', 'Fish meal and oil'], ['Crude fish oil', '粗鱼油', 'Fish meal and oil']],
};

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
