import { MONTHS } from './news-words';
import { isoDate } from './market-batch';
import { context, esc, monthOf, p, ul, type Story, type StoryContext } from './news-stories';

/** Factory news (about one company and its plants) and GACC customs updates. */

export interface CompanyContext extends StoryContext {
  company: string;
  companyZh: string;
  regNo: string;
  /** The products the story is about, in words ('beef, edible offal'). */
  goods: string;
  /** A suspension's reason, as the registry records it. */
  reason: string;
}

// prettier-ignore
const IMPORTERS: readonly (readonly [string, string])[] = [
  ['Tianjin Harbour Cold Chain', '天津港冷链'], ['Shanghai Fresh Trade', '上海鲜贸'], ['Qingdao Blue Ocean Foods', '青岛蓝海食品'],
  ['Guangzhou Meat Distribution', '广州肉类分销'], ['Dalian Northern Seafood', '大连北方水产'], ['Xiamen Coastal Imports', '厦门海岸进口'],
];

type FactoryTemplate = (c: CompanyContext) => Story;

/** Factory news told of a plant event (news.ts: the event's plant, day, products and, for a suspension, its reason). */
export const FACTORY_EVENT_TEMPLATES: Record<'REGISTERED' | 'PRODUCTS_ADDED' | 'RENEWED' | 'SUSPENDED' | 'RESUMED', FactoryTemplate> = {
  REGISTERED: (c) => ({
    title: `${c.company} receives GACC registration for ${c.product.en}`,
    titleZh: `${c.companyZh}获得海关总署${c.product.zh}输华注册`,
    keyword: c.company,
    paragraphs: [
      p(
        `${c.company} of ${c.country} has been registered by GACC to export ${c.goods} to China under Reg.No. ${c.regNo}, from ${isoDate(c.day)}.`,
      ),
      p(
        `The company said it expects to ship its first containers to ${c.port[0]} within two months and has appointed a Chinese importer for customs clearance.`,
      ),
      context(c),
    ],
  }),
  PRODUCTS_ADDED: (c) => ({
    title: `${c.company} adds ${c.product.en} to its China registration`,
    titleZh: `${c.companyZh}输华注册新增${c.product.zh}`,
    keyword: c.company,
    paragraphs: [p(`GACC has added ${c.goods} to the registration of ${c.company} (${c.regNo}) from ${isoDate(c.day)}.`), context(c)],
  }),
  RENEWED: (c) => ({
    title: `${c.company} renews its China registration ${c.regNo}`,
    titleZh: `${c.companyZh}完成输华注册续展`,
    keyword: c.company,
    paragraphs: [
      p(`The registration of ${c.company} (${c.regNo}) has been renewed for five years from ${monthOf(c.day)}.`),
      p('The renewal covers the products the plant is registered for:'),
      ul(c.goods.split(', ')),
      context(c),
    ],
  }),
  SUSPENDED: (c) => ({
    title: `Exports from ${c.company} (${c.regNo}) to China suspended`,
    titleZh: `${c.companyZh}被暂停输华`,
    keyword: c.company,
    paragraphs: [
      p(`GACC has suspended imports of ${c.goods} from ${c.company}, Reg.No. ${c.regNo}, from ${isoDate(c.day)}: ${c.reason}.`),
      p(
        `The competent authority of ${c.country} has opened an investigation and will report corrective measures to GACC. Consignments certified before the suspension are assessed case by case.`,
      ),
    ],
  }),
  RESUMED: (c) => ({
    title: `${c.company} resumes shipments to China`,
    titleZh: `${c.companyZh}恢复对华出口`,
    keyword: c.company,
    paragraphs: [
      p(
        `GACC has lifted the suspension of ${c.company} (${c.regNo}) after reviewing the corrective actions reported by the competent authority of ${c.country}. It may ship ${c.goods} again from ${isoDate(c.day)}.`,
      ),
      context(c),
    ],
  }),
};

/** Factory news that states no registry fact, about a plant that may ship on the story's day. */
export const FACTORY_TEMPLATES: readonly FactoryTemplate[] = [
  (c) => ({
    title: `${c.company} opens a new cold store for Chinese buyers`,
    titleZh: `${c.companyZh}新建冷库服务中国客户`,
    keyword: c.company,
    paragraphs: [
      p(
        `${c.company} has opened a cold store of ${c.random.int(2, 30) * 1_000} tonnes beside its plant ${c.regNo}, mainly to hold ${c.product.cut} for the Chinese market.`,
      ),
      p('The company says the store shortens loading times and lets it build consolidated containers for smaller importers.'),
      context(c),
    ],
  }),
  (c) => {
    const [importer, importerZh] = c.random.pick(IMPORTERS);
    return {
      title: `${c.company} signs a supply agreement with ${importer}`,
      titleZh: `${c.companyZh}与${importerZh}签署供货协议`,
      keyword: c.company,
      paragraphs: [
        p(
          `${c.company} and ${importer} have signed a ${c.random.int(1, 3)}-year agreement for the supply of ${c.product.cut}, with deliveries to ${c.port[0]} every month.`,
        ),
        context(c),
      ],
    };
  },
  (c) => ({
    title: `${c.company} passes GACC video inspection`,
    titleZh: `${c.companyZh}通过海关总署视频检查`,
    keyword: c.company,
    paragraphs: [
      p(
        `Plant ${c.regNo} of ${c.company} passed a video inspection by GACC officials in ${monthOf(c.day)}. The inspection covered hygiene, traceability and the plant's own checks of ${c.product.en} for China.`,
      ),
      ul([
        'Sanitation and pest control',
        'Traceability from raw material to export carton',
        'Residue and pathogen testing plan',
        'Storage and loading temperatures',
      ]),
      context(c),
    ],
  }),
];

/**
 * GACC updates that change nothing in the registry (requirements, labelling). The updates that register, renew,
 * suspend or ban are made from the market's own events (news-notices.ts), so they never contradict the tables.
 */
type CustomsTemplate = (c: StoryContext) => Story;

export const CUSTOMS_TEMPLATES: readonly CustomsTemplate[] = [
  (c) => ({
    title: `Inspection and quarantine requirements for ${c.product.en} from ${c.country}`,
    titleZh: `关于进口${c.countryZh}${c.product.zh}检验检疫要求的公告`,
    keyword: 'inspection and quarantine',
    paragraphs: [
      p(
        `${c.product.cut[0]!.toUpperCase()}${c.product.cut.slice(1)} from ${c.country} that meets the following requirements may be imported:`,
      ),
      ul([
        'It comes from establishments registered with GACC',
        'Each consignment carries an official health certificate in the agreed format',
        'Packaging is new, clean and labelled in Chinese and English',
        'Transport keeps the product at or below -18 °C (frozen) or 0 to 4 °C (chilled)',
      ]),
    ],
  }),
  (c) => ({
    title: `Labelling of imported prepackaged ${c.product.en}`,
    titleZh: `关于进口预包装${c.product.zh}标签的公告`,
    keyword: 'labelling',
    paragraphs: [
      p(
        `From ${MONTHS[(c.day.getUTCMonth() + 3) % 12]}, prepackaged ${c.product.en} must carry a Chinese label before it is declared. The table sets out what the label must show.`,
      ),
      `<table><thead><tr><th scope="col">Item</th><th scope="col">Requirement</th></tr></thead><tbody>${[
        ['Name', 'The name in the health certificate'],
        ['Origin', `${c.country}, and the registration number of the plant`],
        ['Dates', 'Production and expiry dates, year-month-day'],
        ['Importer', 'Name, address and contact of the Chinese importer'],
      ]
        .map(([item, rule]) => `<tr><td>${esc(item!)}</td><td>${esc(rule!)}</td></tr>`)
        .join('')}</tbody></table>`,
    ],
  }),
];
