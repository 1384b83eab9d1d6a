import type { Executor } from '../client';
import { friendlyLink, noticeConfig } from '../schema/index';
import { createRandom, DEMO_SEED, type Random } from './random';
import { DEMO_FRIENDLY_LINKS } from './reference';
import { marketListsPart } from './market-lists';
import { marketPlantsPart } from './market-insert';
import { bannersPart } from './banners';
import { communityPart } from './community';
import { conversationsPart } from './conversations';
import { companiesPart } from './companies';
import { knowledgePart } from './knowledge';
import { demoPeoplePart } from './people';
import { newsPart } from './news';
import { DATA_DEMO_PARTS } from './data';
import { costsPart } from './costs';
import { supplierCheckPart } from './supplier-check';
import { notificationsPart } from './notifications';

/** How much to generate: the demo default, or larger for benchmarks. Later parts read their own fields. */
export interface DemoScale {
  plants: number;
}
export const DEFAULT_DEMO_SCALE: DemoScale = { plants: 3_000 };

/**
 * One area's share of the demo dataset. Each part draws from its own random stream (the demo
 * seed mixed with the part's name), so adding a part never changes the rows of another.
 */
export interface DemoPart {
  name: string;
  generate(db: Executor, random: Random, scale: DemoScale): Promise<void>;
}

/** The seed of a part's own stream: the demo seed mixed with the part's name. */
export function seedFor(name: string): number {
  let hash = DEMO_SEED >>> 0;
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

const linksPart: DemoPart = {
  name: 'friendly-links',
  async generate(db) {
    await db.insert(friendlyLink).values(DEMO_FRIENDLY_LINKS.map(([linkName, linkUrl], sort) => ({ linkName, linkUrl, sort })));
  },
};

/**
 * The home page's notice bar: what an operator would post there, a deadline exporters must not miss, with its More
 * link to the authority's own site. Administrators change or clear it in the admin shell's site settings.
 */
const noticePart: DemoPart = {
  name: 'notice',
  async generate(db) {
    await db
      .insert(noticeConfig)
      .values([
        {
          code: 'ROLL_MESSAGE',
          value:
            'Registrations of overseas meat and seafood plants that expire in the first quarter of 2027 should be renewed through the CIFER system at least three months ahead: check your plants’ expiry dates.',
        },
        { code: 'REDIRECT_URL', value: 'https://cifer.singlewindow.cn/' },
      ])
      .onConflictDoNothing();
  },
};

/** In load order: a part may rely on the rows of those before it. */
export const DEMO_PARTS: DemoPart[] = [
  linksPart,
  marketPlantsPart,
  marketListsPart,
  demoPeoplePart,
  knowledgePart,
  bannersPart,
  noticePart,
  communityPart,
  conversationsPart,
  companiesPart,
  ...DATA_DEMO_PARTS,
  costsPart,
  supplierCheckPart,
  // After the market, data and costs parts: the news states only what their tables hold (news-facts.ts).
  newsPart,
  // Last: the notices follow from the events of every part before it.
  notificationsPart,
];

export async function generateDemo(db: Executor, scale: DemoScale = DEFAULT_DEMO_SCALE): Promise<void> {
  for (const part of DEMO_PARTS) {
    await part.generate(db, createRandom(seedFor(part.name)), scale);
  }
}
