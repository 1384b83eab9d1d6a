import { inArray } from 'drizzle-orm';
import { DEFAULT_APP_ID } from '../../../contracts/core/codes';
import { banner, knowledgeCategory } from '../schema/index';
import type { DemoPart } from './demo';

/**
 * The knowledge base's top banners (TOP_YDT): pictures drawn as SVG files in public/banners, so nothing
 * depends on another site. Each opens a category of the knowledge base (named here, found by name).
 */
export const DEMO_BANNERS = [
  {
    title: 'Registering your plant under GACC Decree 248',
    image: '/banners/registration.svg',
    category: 'Registration of overseas plants (GACC Decree 248)',
  },
  { title: 'Chinese labels that pass inspection', image: '/banners/labels.svg', category: 'Chinese labels (GB 7718)' },
  { title: 'Keep the cold chain unbroken', image: '/banners/cold-chain.svg', category: 'Cold chain & storage' },
] as const;

export const bannersPart: DemoPart = {
  name: 'banners',
  async generate(db) {
    const names = DEMO_BANNERS.map((b) => b.category);
    const rows = await db
      .select({ id: knowledgeCategory.id, name: knowledgeCategory.categoryName })
      .from(knowledgeCategory)
      .where(inArray(knowledgeCategory.categoryName, names));
    const idOf = new Map(rows.map((r) => [r.name, r.id]));
    await db.insert(banner).values(
      DEMO_BANNERS.map(({ category, ...b }, i) => {
        const id = idOf.get(category);
        if (id === undefined) throw new Error(`demo banner '${b.title}' names no knowledge category '${category}'`);
        return { ...b, link: `/knowledgeBase?categoryId=${id}`, appId: DEFAULT_APP_ID, showPosition: 'TOP_YDT', sort: (i + 1) * 10 };
      }),
    );
  },
};
