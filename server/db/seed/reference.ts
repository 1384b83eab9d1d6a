import type { DicCode } from '../../../contracts/site/codes';
import { DEFAULT_APP_ID, PRODUCT_NAME } from '../../../contracts/core/codes';

/** Dictionary entries: [code, English name, Chinese name]. */
export const DICTIONARIES: Record<DicCode, readonly (readonly [string, string, string])[]> = {
  access_type: [
    ['201', 'Meat', '肉类'],
    ['202', 'Seafood', '水产品'],
  ],
  // Meat products by species and form, as registered for export to China.
  goods_type: [
    ['PORK', 'Pork', '猪肉'],
    ['BEEF', 'Beef', '牛肉'],
    ['MUTTON', 'Mutton and lamb', '羊肉'],
    ['POULTRY', 'Poultry meat', '禽肉'],
    ['OFFAL', 'Edible offal', '食用副产品'],
    ['DONKEY', 'Donkey meat', '驴肉'],
    ['CASING', 'Natural casings', '肠衣'],
    ['PROCESSED', 'Heat-processed meat', '熟制肉制品'],
    ['OTHER_MEAT', 'Other meat', '其他肉类'],
  ],
  // Seafood product groups in the aquatic-products approval list.
  products_approval: [
    ['FISH_FROZEN', 'Frozen fish', '冷冻鱼'],
    ['FISH_CHILLED', 'Chilled fish', '冰鲜鱼'],
    ['CRUSTACEAN', 'Crustaceans', '甲壳类'],
    ['MOLLUSC', 'Molluscs', '软体类'],
    ['BIVALVE', 'Bivalves', '双壳贝类'],
    ['ECHINODERM', 'Sea cucumbers and urchins', '棘皮类'],
    ['ALGAE', 'Seaweed', '藻类'],
    ['FISH_MEAL', 'Fish meal and oil', '鱼粉及鱼油'],
    ['AQUATIC', 'Aquatic products', '水产品'],
  ],
  // Product words that search treats as one in both languages (docs/search.md 'Synonyms'): a keyword equal to one
  // name also finds rows holding the other. English names are compared folded (case and accents do not matter).
  product_term: [
    ['RED_SHRIMP', 'Red shrimp', '红虾'],
    ['PRAWN', 'Prawn', '对虾'],
    ['WHITELEG_SHRIMP', 'Whiteleg shrimp', '白对虾'],
    ['SHRIMP', 'Shrimp', '虾'],
    ['LOBSTER', 'Lobster', '龙虾'],
    ['CRAB', 'Crab', '蟹'],
    ['SALMON', 'Salmon', '三文鱼'],
    ['COD', 'Cod', '鳕鱼'],
    ['SQUID', 'Squid', '鱿鱼'],
    ['SCALLOP', 'Scallop', '扇贝'],
    ['SEA_CUCUMBER', 'Sea cucumber', '海参'],
    ['BEEF', 'Beef', '牛肉'],
    ['FROZEN_BEEF', 'Frozen beef', '冷冻牛肉'],
    ['PORK', 'Pork', '猪肉'],
    ['FROZEN_PORK', 'Frozen pork', '冷冻猪肉'],
    ['LAMB', 'Lamb', '羊肉'],
    ['MUTTON', 'Mutton', '羊肉'],
    ['CHICKEN', 'Chicken', '鸡肉'],
    ['CHICKEN_FEET', 'Chicken feet', '鸡爪'],
    ['OFFAL', 'Offal', '副产品'],
  ],
  community_label_class: [
    ['MARKET', 'Market talk', '市场交流'],
    ['POLICY', 'Policy and customs', '政策与海关'],
    ['LOGISTICS', 'Logistics and cold chain', '物流与冷链'],
    ['QUALITY', 'Quality and inspection', '质量与检验'],
  ],
  feedback_type: [
    ['SUGGESTION', 'Suggestion', '建议'],
    ['DATA_ERROR', 'Data error', '数据错误'],
    ['BUG', 'Site problem', '网站问题'],
    ['OTHER', 'Other', '其他'],
    // The contact form of /ourService (issue 11): consulting enquiries reach the feedback inbox with this type.
    ['CONSULTING', 'Consulting enquiry', '咨询服务'],
  ],
};

export const AGREEMENTS = [
  {
    appId: DEFAULT_APP_ID,
    agreementType: 'INSTRUCTION',
    name: 'Community instruction',
    content: [
      "<p>Topics and supply and demand posts are published by users. Before a post appears it is reviewed; posts that advertise unrelated goods, contain contact details in images, or break the law of China or of the poster's country are refused.</p>",
      `<p>${PRODUCT_NAME} takes no part in any transaction between users. Check the registration status of a plant and the documents of a shipment yourself before you pay; the users who trade bear all responsibility.</p>`,
      '<p>Be courteous, stay on the topic of the meat and seafood trade, and do not post personal data of other people.</p>',
    ].join(''),
  },
  {
    appId: DEFAULT_APP_ID,
    agreementType: 'REGISTRATION',
    name: 'User registration agreement',
    content: [
      `<p>By registering with ${PRODUCT_NAME} you agree to give true information about yourself and your company and to keep your password secret.</p>`,
      "<p>Market access data is compiled from public announcements of the General Administration of Customs of China and other authorities. It is provided for reference; the authorities' own publications prevail.</p>",
      `<p>${PRODUCT_NAME} takes no part in transactions between users. Content you publish must be lawful and accurate, and may be removed if it is not.</p>`,
      '<p>Your e-mail address is used to sign you in and to send the notices you subscribe to. You may delete your account at any time.</p>',
    ].join(''),
  },
] as const;

/** The operator's details until an administrator edits them. */
export const DEFAULT_SITE_INFO = {
  companyName: PRODUCT_NAME,
  logo: '/logo.svg',
  email: 'service@cmsp.example',
  contactPhone: '+86 21 0000 0000',
  address: 'Shanghai, China',
  host: 'https://m.cmsp.example',
  icpRecordNumber: '',
};

export const DEMO_FRIENDLY_LINKS = [
  ['General Administration of Customs of China', 'http://www.customs.gov.cn/'],
  ['Ministry of Agriculture and Rural Affairs', 'http://www.moa.gov.cn/'],
  ['World Organisation for Animal Health (WOAH)', 'https://www.woah.org/'],
  ['FAO Fisheries and Aquaculture', 'https://www.fao.org/fishery/'],
  ['China International Import Expo', 'https://www.ciie.org/'],
] as const;
