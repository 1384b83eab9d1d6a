/**
 * Where the demo's plants are: for each exporting country, towns with their Chinese name, the region (state,
 * province, county) they lie in, and what may be made there: 'M' meat only (inland), 'S' seafood only (ports),
 * 'B' both. Seafood plants are drawn only from 'S' and 'B' towns, so they stand by the sea; meat plants from 'M'
 * and 'B'. The region goes into the address, which is how a regional disease ban is matched to a plant (the
 * demo's bans are drawn so that no active plant of the banned species stands in a banned region).
 * All towns are real places where such plants are; the plants themselves are invented.
 */
export type PlaceKind = 'M' | 'S' | 'B';
/** [town, Chinese name, region, kind] */
export type Place = readonly [string, string, string, PlaceKind];

// prettier-ignore
export const PLACES: Record<string, readonly Place[]> = {
  AR: [['Rosario', '罗萨里奥', 'Santa Fe', 'M'], ['Venado Tuerto', '韦纳多图埃尔托', 'Santa Fe', 'M'], ['Río Cuarto', '里奥夸尔托', 'Córdoba', 'M'],
    ['Azul', '阿苏尔', 'Buenos Aires', 'M'], ['Mar del Plata', '马德普拉塔', 'Buenos Aires', 'S'], ['Puerto Madryn', '马德林港', 'Chubut', 'S'],
    ['Puerto Deseado', '德塞阿多港', 'Santa Cruz', 'S']],
  AU: [['Rockhampton', '罗克汉普顿', 'Queensland', 'M'], ['Dinmore', '丁莫尔', 'Queensland', 'M'], ['Wagga Wagga', '沃加沃加', 'New South Wales', 'M'],
    ['Naracoorte', '纳拉库特', 'South Australia', 'M'], ['Port Lincoln', '林肯港', 'South Australia', 'S'], ['Fremantle', '弗里曼特尔', 'Western Australia', 'S'],
    ['Hobart', '霍巴特', 'Tasmania', 'S']],
  AT: [['Linz', '林茨', 'Upper Austria', 'M'], ['Graz', '格拉茨', 'Styria', 'M']],
  BR: [['Lins', '林斯', 'São Paulo', 'M'], ['Barretos', '巴雷图斯', 'São Paulo', 'M'], ['Chapecó', '沙佩科', 'Santa Catarina', 'M'],
    ['Rio Verde', '里奥韦尔迪', 'Goiás', 'M'], ['Campo Grande', '大坎普', 'Mato Grosso do Sul', 'M'], ['Toledo', '托莱多', 'Paraná', 'M']],
  CA: [['Brooks', '布鲁克斯', 'Alberta', 'M'], ['Red Deer', '红鹿', 'Alberta', 'M'], ['Brandon', '布兰登', 'Manitoba', 'M'],
    ['Halifax', '哈利法克斯', 'Nova Scotia', 'S'], ['Shippagan', '希帕根', 'New Brunswick', 'S'], ['Prince Rupert', '鲁珀特王子港', 'British Columbia', 'S'],
    ["St. John's", '圣约翰斯', 'Newfoundland and Labrador', 'S']],
  CL: [['Osorno', '奥索尔诺', 'Los Lagos', 'M'], ['Rancagua', '兰卡瓜', "O'Higgins", 'M'], ['Puerto Montt', '蒙特港', 'Los Lagos', 'S'],
    ['Talcahuano', '塔尔卡瓦诺', 'Biobío', 'S'], ['Punta Arenas', '蓬塔阿雷纳斯', 'Magallanes', 'S']],
  CR: [['Cartago', '卡塔戈', 'Cartago', 'M'], ['Puntarenas', '蓬塔雷纳斯', 'Puntarenas', 'B']],
  DK: [['Horsens', '霍森斯', 'Central Denmark', 'M'], ['Ringsted', '灵斯泰兹', 'Zealand', 'M'], ['Esbjerg', '埃斯比约', 'Southern Denmark', 'S'],
    ['Skagen', '斯卡恩', 'North Jutland', 'S'], ['Hirtshals', '希茨海尔斯', 'North Jutland', 'S']],
  EC: [['Guayaquil', '瓜亚基尔', 'Guayas', 'S'], ['Manta', '曼塔', 'Manabí', 'S'], ['Machala', '马查拉', 'El Oro', 'S']],
  EE: [['Tallinn', '塔林', 'Harju', 'S'], ['Pärnu', '派尔努', 'Pärnu', 'S']],
  FO: [['Tórshavn', '托尔斯港', 'Streymoy', 'S'], ['Klaksvík', '克拉克斯维克', 'Borðoy', 'S']],
  FI: [['Seinäjoki', '塞伊奈约基', 'South Ostrobothnia', 'M'], ['Kotka', '科特卡', 'Kymenlaakso', 'S'], ['Uusikaupunki', '新考蓬基', 'Southwest Finland', 'S']],
  FR: [['Lamballe', '朗巴勒', 'Brittany', 'M'], ['Cholet', '绍莱', 'Pays de la Loire', 'M'], ['Boulogne-sur-Mer', '滨海布洛涅', 'Hauts-de-France', 'S'],
    ['Lorient', '洛里昂', 'Brittany', 'S']],
  DE: [['Rheda-Wiedenbrück', '雷达-维登布吕克', 'North Rhine-Westphalia', 'M'], ['Weißenfels', '魏森费尔斯', 'Saxony-Anhalt', 'M'],
    ['Oldenburg', '奥尔登堡', 'Lower Saxony', 'M']],
  HU: [['Kaposvár', '考波什堡', 'Somogy', 'M'], ['Szeged', '塞格德', 'Csongrád-Csanád', 'M']],
  IS: [['Reykjavík', '雷克雅未克', 'Capital Region', 'S'], ['Grindavík', '格林达维克', 'Southern Peninsula', 'S'], ['Akureyri', '阿克雷里', 'Northeast', 'S']],
  IN: [['Kochi', '科钦', 'Kerala', 'S'], ['Visakhapatnam', '维沙卡帕特南', 'Andhra Pradesh', 'S'], ['Bhimavaram', '比马瓦拉姆', 'Andhra Pradesh', 'S'],
    ['Veraval', '韦拉瓦尔', 'Gujarat', 'S']],
  ID: [['Surabaya', '泗水', 'East Java', 'S'], ['Makassar', '望加锡', 'South Sulawesi', 'S'], ['Bitung', '比通', 'North Sulawesi', 'S']],
  IE: [['Cahir', '卡希尔', 'Tipperary', 'M'], ['Ballyjamesduff', '巴利詹姆斯达夫', 'Cavan', 'M'], ['Killybegs', '基利贝格斯', 'Donegal', 'S'],
    ['Castletownbere', '卡斯尔敦贝尔', 'Cork', 'S']],
  IT: [['Modena', '摩德纳', 'Emilia-Romagna', 'M'], ['Parma', '帕尔马', 'Emilia-Romagna', 'M'], ['Cremona', '克雷莫纳', 'Lombardy', 'M']],
  JP: [['Hakodate', '函馆', 'Hokkaido', 'S'], ['Nemuro', '根室', 'Hokkaido', 'S'], ['Kesennuma', '气仙沼', 'Miyagi', 'S'], ['Sakaiminato', '境港', 'Tottori', 'S']],
  KZ: [['Kostanay', '科斯塔奈', 'Kostanay Region', 'M'], ['Petropavl', '彼得罗巴甫尔', 'North Kazakhstan Region', 'M']],
  KR: [['Busan', '釜山', 'Busan', 'S'], ['Tongyeong', '统营', 'South Gyeongsang', 'S'], ['Wando', '莞岛', 'South Jeolla', 'S']],
  MY: [['Penang', '槟城', 'Penang', 'S'], ['Johor Bahru', '新山', 'Johor', 'S'], ['Sandakan', '山打根', 'Sabah', 'S']],
  MR: [['Nouadhibou', '努瓦迪布', 'Dakhlet Nouadhibou', 'S'], ['Nouakchott', '努瓦克肖特', 'Nouakchott', 'S']],
  MX: [['Hermosillo', '埃莫西约', 'Sonora', 'M'], ['Mérida', '梅里达', 'Yucatán', 'M'], ['Mazatlán', '马萨特兰', 'Sinaloa', 'S'],
    ['Ensenada', '恩塞纳达', 'Baja California', 'S']],
  MN: [['Ulaanbaatar', '乌兰巴托', 'Ulaanbaatar', 'M'], ['Darkhan', '达尔汗', 'Darkhan-Uul Province', 'M'], ['Choibalsan', '乔巴山', 'Dornod Province', 'M']],
  MA: [['Agadir', '阿加迪尔', 'Souss-Massa', 'S'], ['Dakhla', '达赫拉', 'Dakhla-Oued Ed-Dahab', 'S'], ['Tan-Tan', '坦坦', 'Guelmim-Oued Noun', 'S']],
  NA: [['Windhoek', '温得和克', 'Khomas', 'M'], ['Okahandja', '奥卡汉贾', 'Otjozondjupa', 'M'], ['Walvis Bay', '鲸湾', 'Erongo', 'S'],
    ['Lüderitz', '吕德里茨', 'ǁKaras', 'S']],
  NL: [['Boxtel', '博克斯特尔', 'North Brabant', 'M'], ['Oss', '奥斯', 'North Brabant', 'M'], ['IJmuiden', '艾默伊登', 'North Holland', 'S'],
    ['Urk', '乌尔克', 'Flevoland', 'S']],
  NZ: [['Hawera', '哈威拉', 'Taranaki', 'M'], ['Feilding', '菲尔丁', 'Manawatū-Whanganui', 'M'], ['Timaru', '蒂马鲁', 'Canterbury', 'B'],
    ['Invercargill', '因弗卡吉尔', 'Southland', 'B'], ['Nelson', '纳尔逊', 'Nelson', 'S']],
  NO: [['Ålesund', '奥勒松', 'Møre og Romsdal', 'S'], ['Bergen', '卑尔根', 'Vestland', 'S'], ['Bodø', '博德', 'Nordland', 'S'], ['Tromsø', '特罗姆瑟', 'Troms', 'S']],
  PE: [['Paita', '派塔', 'Piura', 'S'], ['Chimbote', '钦博特', 'Áncash', 'S'], ['Callao', '卡亚俄', 'Callao', 'S']],
  PL: [['Kutno', '库特诺', 'Łódź Voivodeship', 'M'], ['Ostrołęka', '奥斯特罗文卡', 'Masovian Voivodeship', 'M']],
  PT: [['Rio Maior', '里奥马约尔', 'Santarém', 'M'], ['Montijo', '蒙蒂茹', 'Setúbal', 'M'], ['Aveiro', '阿威罗', 'Aveiro', 'S'], ['Peniche', '佩尼谢', 'Leiria', 'S']],
  RU: [['Belgorod', '别尔哥罗德', 'Belgorod Oblast', 'M'], ['Kursk', '库尔斯克', 'Kursk Oblast', 'M'], ['Murmansk', '摩尔曼斯克', 'Murmansk Oblast', 'S'],
    ['Vladivostok', '符拉迪沃斯托克', 'Primorsky Krai', 'S'], ['Petropavlovsk-Kamchatsky', '堪察加彼得罗巴甫洛夫斯克', 'Kamchatka Krai', 'S']],
  SN: [['Dakar', '达喀尔', 'Dakar', 'S'], ['Mbour', '姆布尔', 'Thiès', 'S']],
  ZA: [['Pretoria', '比勒陀利亚', 'Gauteng', 'M'], ['Bloemfontein', '布隆方丹', 'Free State', 'M'], ['Cape Town', '开普敦', 'Western Cape', 'S'],
    ['Saldanha', '萨尔达尼亚', 'Western Cape', 'S']],
  ES: [['Lleida', '莱里达', 'Catalonia', 'M'], ['Murcia', '穆尔西亚', 'Region of Murcia', 'M'], ['Guijuelo', '吉胡埃洛', 'Castile and León', 'M'],
    ['Vigo', '维戈', 'Galicia', 'S'], ['Burela', '布雷拉', 'Galicia', 'S']],
  TH: [['Samut Sakhon', '龙仔厝', 'Samut Sakhon', 'S'], ['Songkhla', '宋卡', 'Songkhla', 'S']],
  GB: [['Malton', '莫尔顿', 'North Yorkshire', 'M'], ['Haverhill', '黑弗里尔', 'Suffolk', 'M'], ['Grimsby', '格里姆斯比', 'Lincolnshire', 'S'],
    ['Peterhead', '彼得黑德', 'Aberdeenshire', 'S'], ['Fraserburgh', '弗雷泽堡', 'Aberdeenshire', 'S']],
  US: [['Greeley', '格里利', 'Colorado', 'M'], ['Omaha', '奥马哈', 'Nebraska', 'M'], ['Dodge City', '道奇城', 'Kansas', 'M'],
    ['Gainesville', '盖恩斯维尔', 'Georgia', 'M'], ['Dutch Harbor', '荷兰港', 'Alaska', 'S'], ['Kodiak', '科迪亚克', 'Alaska', 'S'],
    ['Seattle', '西雅图', 'Washington', 'S'], ['New Bedford', '新贝德福德', 'Massachusetts', 'S']],
  UY: [['Tacuarembó', '塔夸伦博', 'Tacuarembó', 'M'], ['Canelones', '卡内洛内斯', 'Canelones', 'M'], ['Durazno', '杜拉斯诺', 'Durazno', 'M']],
  VN: [['Cà Mau', '金瓯', 'Cà Mau', 'S'], ['Sóc Trăng', '朔庄', 'Sóc Trăng', 'S'], ['Nha Trang', '芽庄', 'Khánh Hòa', 'S']],
};

/** The towns of a country where plants of the access type may stand (ports for seafood). */
export function placesFor(countryCode: string, accessType: string): readonly Place[] {
  const all = PLACES[countryCode] ?? [];
  const fits = all.filter(([, , , kind]) => kind === 'B' || kind === (accessType === '201' ? 'M' : 'S'));
  if (fits.length === 0) throw new Error(`no ${accessType === '201' ? 'meat' : 'seafood'} town for ${countryCode}`);
  return fits;
}

/** Every region the demo's towns of a country lie in. */
export const regionsOf = (countryCode: string) => [...new Set((PLACES[countryCode] ?? []).map(([, , region]) => region))];
