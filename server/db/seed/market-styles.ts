/**
 * How companies are named in each exporting country: name cores in the local language (with the Chinese
 * rendering a Chinese list would give them), and the trade words that go around a core, for meat and for
 * seafood (`{}` is where the core goes), each with its Chinese rendering. A company's Chinese name is built
 * from the same pieces as its English one, so the two say the same thing. All names are invented.
 */
type Pair = readonly [string, string];
export interface NameStyle {
  cores: readonly Pair[];
  meat: readonly Pair[];
  seafood: readonly Pair[];
}

// prettier-ignore
const ENGLISH_CORES: Pair[] = [
  ['Heartland', '心田'], ['Riverside', '河畔'], ['Greenfield', '绿野'], ['Silver Creek', '银溪'], ['Red Oak', '红橡'], ['Eagle Ridge', '鹰岭'],
  ['Stonebridge', '石桥'], ['Westfield', '西原'], ['Eastbrook', '东溪'], ['Summit', '峰顶'], ['Clearwater', '清水'], ['Oakwood', '橡木'],
  ['Pioneer', '先锋'], ['Frontier', '边疆'], ['Crown', '皇冠'], ['Heritage', '传承'], ['Meadowbank', '草甸'], ['Lakeview', '湖景'],
];
const ENGLISH_MEAT: Pair[] = [
  ['{} Meats', '肉业'],
  ['{} Foods', '食品'],
  ['{} Packers', '肉类包装'],
  ['{} Meat Processors', '肉类加工'],
];
// prettier-ignore
const ENGLISH_SEAFOOD: Pair[] = [['{} Seafood', '海产'], ['{} Fisheries', '渔业'], ['{} Aquaculture', '水产养殖'], ['{} Marine Products', '海洋食品'], ['{} Fishing', '捕捞']];
const english = (own: Pair[]): NameStyle => ({ cores: [...own, ...ENGLISH_CORES], meat: ENGLISH_MEAT, seafood: ENGLISH_SEAFOOD });

// prettier-ignore
const SPANISH_CORES: Pair[] = [
  ['La Esperanza', '希望'], ['San Jorge', '圣豪尔赫'], ['Santa Rosa', '圣罗莎'], ['El Ombú', '翁布'], ['Los Álamos', '白杨'], ['San Martín', '圣马丁'],
  ['Las Lomas', '丘陵'], ['El Trébol', '三叶草'], ['Del Sur', '南方'], ['Santa Elena', '圣埃莱娜'], ['Mar Azul', '蓝海'], ['San Miguel', '圣米格尔'],
  ['La Estrella', '星辰'], ['El Faro', '灯塔'], ['Los Robles', '橡树'], ['Santa Clara', '圣克拉拉'], ['La Aurora', '曙光'], ['Tres Cruces', '三十字'],
];
const SPANISH_MEAT: Pair[] = [
  ['Frigorífico {}', '冷冻肉类'],
  ['Carnes {}', '肉业'],
  ['Faenadora {}', '屠宰'],
  ['Alimentos {}', '食品'],
];
const SPANISH_SEAFOOD: Pair[] = [
  ['Pesquera {}', '渔业'],
  ['Mariscos {}', '海鲜'],
  ['Congelados {}', '冷冻食品'],
  ['Acuícola {}', '水产养殖'],
];
const spanish = (own: Pair[]): NameStyle => ({ cores: [...own, ...SPANISH_CORES], meat: SPANISH_MEAT, seafood: SPANISH_SEAFOOD });

// prettier-ignore
const PORTUGUESE_CORES: Pair[] = [
  ['Serra Alta', '高山'], ['Boa Vista', '美景'], ['Vale do Sol', '太阳谷'], ['Nova Fronteira', '新边疆'], ['Bom Jesus', '博姆热苏斯'],
  ['Três Rios', '三河'], ['Rio Verde', '绿河'], ['Campo Belo', '美原'], ['São Francisco', '圣弗朗西斯科'], ['Estrela', '星光'], ['Aurora', '曙光'],
  ['Bela Vista', '丽景'], ['Santa Luzia', '圣卢西亚'], ['Ouro Verde', '绿金'], ['Monte Alegre', '欢乐山'], ['Pioneira', '先锋'],
];
const PORTUGUESE_MEAT: Pair[] = [
  ['Frigorífico {}', '冷冻肉类'],
  ['{} Alimentos', '食品'],
  ['Carnes {}', '肉业'],
  ['Agroindustrial {}', '农工'],
];
const PORTUGUESE_SEAFOOD: Pair[] = [
  ['Pescados {}', '渔业'],
  ['Conservas {}', '罐头食品'],
  ['Mariscos {}', '海鲜'],
];

// prettier-ignore
const GERMAN: NameStyle = {
  cores: [['Alpen', '阿尔卑斯'], ['Nordmark', '北马克'], ['Weserland', '威悉'], ['Donau', '多瑙'], ['Schwarzwald', '黑森林'], ['Elbtal', '易北河谷'],
    ['Westfalen', '威斯特法伦'], ['Bergland', '山地'], ['Steirer', '施蒂利亚'], ['Heide', '荒原'], ['Sonnenhof', '阳光庄园'], ['Lindenhof', '椴树庄园']],
  meat: [['{} Fleisch', '肉业'], ['{} Fleischwaren', '肉制品'], ['Schlachthof {}', '屠宰场'], ['{} Feinkost', '精品食品']],
  seafood: [['{} Fisch', '鱼业']],
};
const nordic = (cores: Pair[], meat: Pair[], seafood: Pair[]): NameStyle => ({ cores, meat, seafood });
// prettier-ignore
const JAPANESE: NameStyle = {
  cores: [['Hokuyo', '北洋'], ['Sanriku', '三陆'], ['Kaiyo', '海洋'], ['Shiokaze', '潮风'], ['Tohoku', '东北'], ['Asahi', '朝日'], ['Minato', '港'], ['Kaigan', '海岸']],
  meat: [['{} Shokuhin', '食品']],
  seafood: [['{} Suisan', '水产'], ['{} Gyogyo', '渔业'], ['{} Shokuhin', '食品']],
};

// prettier-ignore
export const NAME_STYLES: Record<string, NameStyle> = {
  US: english([['Great Plains', '大平原'], ['Red River', '红河'], ['Cascade', '喀斯喀特'], ['Bluegrass', '蓝草']]),
  CA: english([['Laurentian', '劳伦琴'], ['Northern Lights', '北极光'], ['Fundy', '芬迪'], ['Rocky Mountain', '落基山']]),
  AU: english([['Riverina', '里弗赖纳'], ['Darling Downs', '达令丘陵'], ['Ironbark', '铁皮桉'], ['Southern Cross', '南十字'], ['Murray Valley', '墨累河谷']]),
  NZ: english([['Silver Fern', '银蕨'], ['Taranaki', '塔拉纳基'], ['Southland', '南地'], ['Waikato', '怀卡托'], ['Kowhai', '槐']]),
  GB: english([['Pennine', '奔宁'], ['Cheviot', '切维厄特'], ['Grampian', '格兰扁'], ['Severn', '塞文']]),
  IE: english([['Shannon', '香农'], ['Slaney', '斯莱尼'], ['Liffey', '利菲'], ['Munster', '芒斯特']]),
  ZA: english([['Karoo', '卡鲁'], ['Highveld', '高地草原'], ['Drakensberg', '德拉肯斯堡']]),
  NA: english([['Kalahari', '卡拉哈里'], ['Namib', '纳米布'], ['Etosha', '埃托沙']]),
  AR: spanish([['Patagonia', '巴塔哥尼亚'], ['Gaucho', '高乔'], ['La Pampa', '潘帕']]),
  UY: spanish([['Oriental', '东岸'], ['Tacuarí', '塔夸里'], ['Río Negro', '内格罗河']]),
  CL: spanish([['Austral', '南方之境'], ['Magallanes', '麦哲伦'], ['Los Andes', '安第斯']]),
  MX: spanish([['Sonora', '索诺拉'], ['Del Golfo', '海湾'], ['Del Pacífico', '太平洋']]),
  PE: spanish([['Inca', '印加'], ['Humboldt', '洪堡']]),
  EC: spanish([['Guayas', '瓜亚斯'], ['Manabí', '马纳比']]),
  CR: spanish([['Guanacaste', '瓜纳卡斯特']]),
  ES: { ...spanish([['Ibérica', '伊比利亚'], ['Levante', '黎凡特']]), meat: [['Cárnicas {}', '肉制品'], ['Industrias Cárnicas {}', '肉类工业'], ['Embutidos {}', '香肠']] },
  BR: { cores: PORTUGUESE_CORES, meat: PORTUGUESE_MEAT, seafood: PORTUGUESE_SEAFOOD },
  PT: { cores: [['Lusitana', '卢西塔尼亚'], ['Atlântico', '大西洋'], ['Minho', '米尼奥'], ...PORTUGUESE_CORES], meat: PORTUGUESE_MEAT, seafood: PORTUGUESE_SEAFOOD },
  DE: GERMAN,
  AT: GERMAN,
  DK: nordic([['Jyske', '日德兰'], ['Vestkyst', '西海岸'], ['Himmerland', '希默兰'], ['Nordjysk', '北日德兰'], ['Fyn', '菲英'], ['Limfjord', '利姆峡湾']],
    [['{} Slagteri', '屠宰'], ['{} Kød', '肉业']], [['{} Fisk', '鱼业'], ['{} Seafood', '海产']]),
  NO: nordic([['Nordlys', '北极光'], ['Lofoten', '罗弗敦'], ['Vesterålen', '韦斯特罗伦'], ['Fjordland', '峡湾'], ['Havbris', '海风'], ['Nordkapp', '北角'], ['Kystlaks', '海岸鲑']],
    [], [['{} Sjømat', '海产'], ['{} Fisk', '鱼业'], ['{} Havbruk', '水产养殖'], ['{} Seafood', '海鲜']]),
  IS: nordic([['Vestfirðir', '西峡湾'], ['Hafið', '大海'], ['Norðurland', '北地'], ['Snæfell', '斯奈山'], ['Eyjar', '群岛']], [], [['{} Fiskur', '鱼业'], ['{} Seafood', '海产']]),
  FO: nordic([['Føroya', '法罗'], ['Norðoy', '北岛'], ['Havborg', '海堡'], ['Vágur', '海湾']], [], [['{} Fisk', '鱼业'], ['{} Seafood', '海产']]),
  FI: nordic([['Pohjola', '北国'], ['Saaristo', '群岛'], ['Järvi', '湖泊'], ['Kotimaa', '家乡']], [['{} Liha', '肉业']], [['{} Kala', '鱼业']]),
  EE: nordic([['Läänemere', '波罗的海'], ['Saare', '萨雷'], ['Virumaa', '维鲁马']], [], [['{} Kala', '鱼业']]),
  NL: nordic([['Noordzee', '北海'], ['Zeeland', '泽兰'], ['Brabant', '布拉班特'], ['Kempen', '坎彭'], ['Veluwe', '费卢沃']], [['{} Vlees', '肉业'], ['{} Vleeswaren', '肉制品']], [['{} Vis', '鱼业']]),
  FR: nordic([['Armor', '阿莫尔'], ["Côte d'Opale", '蛋白石海岸'], ['Val de Loire', '卢瓦尔河谷'], ['Bocage', '树篱'], ['Océane', '海洋']],
    [['Viandes {}', '肉业'], ['Salaisons {}', '腌肉'], ['Volailles {}', '禽业']], [['Pêcheries {}', '渔业'], ['Marée {}', '海鲜']]),
  IT: nordic([['Padana', '波河'], ['Emilia', '艾米利亚'], ['Appennino', '亚平宁'], ['Dolomiti', '多洛米蒂']], [['Salumificio {}', '腌肉'], ['Carni {}', '肉业']], []),
  PL: nordic([['Mazowsze', '马佐夫舍'], ['Wielkopolska', '大波兰'], ['Podlasie', '波德拉谢'], ['Kujawy', '库亚维']], [['Zakłady Mięsne {}', '肉类加工'], ['{} Mięso', '肉业']], []),
  HU: nordic([['Alföld', '大平原'], ['Tisza', '蒂萨'], ['Pannónia', '潘诺尼亚']], [['{} Baromfi', '禽业'], ['{} Hús', '肉业']], []),
  RU: nordic([['Belogorye', '白山'], ['Sibir', '西伯利亚'], ['Primorye', '滨海'], ['Volga', '伏尔加'], ['Severny', '北方'], ['Dalniy Vostok', '远东'], ['Kamchatka', '堪察加']],
    [['Myasokombinat {}', '肉联厂'], ['Agrokompleks {}', '农业综合体']], [['Rybokombinat {}', '鱼品联合'], ['{} Rybprom', '渔业']]),
  KZ: nordic([['Saryarka', '萨雷阿尔卡'], ['Altyn Dala', '金色草原'], ['Tobol', '托博尔'], ['Yesil', '伊希姆']], [['{} Et', '肉业'], ['{} Agro', '农业']], []),
  MN: nordic([['Khangai', '杭爱'], ['Altai', '阿尔泰'], ['Khentii', '肯特'], ['Gobi', '戈壁'], ['Selenge', '色楞格']], [['{} Makh', '肉业'], ['{} Meat', '肉类']], []),
  JP: JAPANESE,
  KR: nordic([['Hanbada', '韩海'], ['Namhae', '南海'], ['Donghae', '东海'], ['Seohae', '西海'], ['Haeyang', '海洋'], ['Baekdu', '白头']], [], [['{} Susan', '水产'], ['{} Foods', '食品']]),
  VN: nordic([['Minh Hải', '明海'], ['Cửu Long', '九龙'], ['Biển Đông', '东海'], ['Phương Nam', '南方'], ['Hải Vương', '海王'], ['Mekong', '湄公'], ['Thuận Phát', '顺发'], ['Bình An', '平安']],
    [], [['{} Seafood', '海产'], ['Thủy Sản {}', '水产']]),
  TH: nordic([['Siam', '暹罗'], ['Andaman', '安达曼'], ['Chao Phraya', '湄南'], ['Thai Ocean', '泰洋'], ['Gulf Star', '海湾之星']], [], [['{} Frozen Foods', '冷冻食品'], ['{} Seafood', '海产']]),
  ID: nordic([['Nusantara', '努山塔拉'], ['Bahari', '海洋'], ['Samudra', '大洋'], ['Arafura', '阿拉弗拉'], ['Celebes', '西里伯斯']], [], [['PT {} Perikanan', '渔业'], ['PT {} Seafood', '海产']]),
  MY: nordic([['Semenanjung', '半岛'], ['Selat', '海峡'], ['Borneo', '婆罗洲'], ['Mutiara', '珍珠']], [], [['{} Seafood', '海产'], ['{} Marine', '海洋']]),
  IN: nordic([['Sri Lakshmi', '吉祥天女'], ['Coromandel', '科罗曼德尔'], ['Malabar', '马拉巴尔'], ['Konkan', '康坎'], ['Sagar', '海洋'], ['Godavari', '戈达瓦里'], ['Devi', '天女']],
    [], [['{} Exports', '出口'], ['{} Marine Foods', '海洋食品'], ['{} Aqua', '水产']]),
  MR: nordic([['Atlantique', '大西洋'], ["Banc d'Arguin", '阿尔金岩礁'], ['Sahel', '萨赫勒']], [], [['{} Pêche', '渔业'], ['{} Fish', '鱼业']]),
  MA: nordic([['Souss', '苏斯'], ['Atlas', '阿特拉斯'], ['Oued', '河谷'], ['Al Bahr', '大海']], [], [['{} Pêche', '渔业'], ['{} Fish', '鱼业']]),
  SN: nordic([['Teranga', '特兰加'], ['Cap-Vert', '佛得角'], ['Petite Côte', '小海岸']], [], [['{} Pêche', '渔业'], ['{} Fish', '鱼业']]),
};

/** The style of a country; a country without its own is named the English way. */
export const styleOf = (countryCode: string): NameStyle => NAME_STYLES[countryCode] ?? english([]);
