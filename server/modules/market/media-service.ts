import type { Db } from '../../db/client';
import { notFound } from '../../platform/envelope';
import { findCompanyIdByCode } from './queries/companies';

/**
 * The demo companies' logos and pictures, drawn as SVG from the company's own name: real files
 * uploaded by companies would be served from storage instead. Text is escaped before it enters
 * the markup, and the answer carries its own strict CSP. They are files, not API calls: served
 * outside /api and its envelope, like the built assets.
 */
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function hueOf(text: string): number {
  let hash = 0;
  for (const ch of text) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || name.slice(0, 2)
  ).slice(0, 2);
}

export function logoSvg(name: string): string {
  const hue = hueOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}"><rect width="96" height="96" rx="18" fill="hsl(${hue} 55% 38%)"/><circle cx="48" cy="48" r="30" fill="none" stroke="hsl(${hue} 70% 85%)" stroke-width="3"/><text x="48" y="58" font-family="Arial,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text></svg>`;
}

const SCENES = [
  'Processing hall',
  'Cold store',
  'Loading dock',
  'Quality laboratory',
  'Packing line',
  'Dispatch yard',
  'Head office',
  'Raw material intake',
];

export function pictureSvg(name: string, n: number): string {
  const hue = (hueOf(name) + n * 37) % 360;
  const scene = SCENES[(n - 1) % SCENES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="${escapeXml(`${name}: ${scene}`)}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 86%)"/><stop offset="1" stop-color="hsl(${hue} 40% 96%)"/></linearGradient></defs><rect width="640" height="400" fill="url(#s)"/><rect x="70" y="170" width="500" height="150" fill="hsl(${hue} 25% 55%)"/><polygon points="60,170 320,90 580,170" fill="hsl(${hue} 30% 42%)"/><rect x="120" y="230" width="70" height="90" fill="hsl(${hue} 20% 90%)"/><rect x="230" y="210" width="180" height="40" fill="hsl(${hue} 30% 80%)"/><rect x="450" y="230" width="70" height="90" fill="hsl(${hue} 20% 90%)"/><rect x="0" y="320" width="640" height="80" fill="hsl(${hue} 15% 35%)"/><text x="24" y="366" font-family="Arial,sans-serif" font-size="24" fill="#fff">${escapeXml(scene)}</text><text x="616" y="366" font-family="Arial,sans-serif" font-size="16" fill="#fff" text-anchor="end">${escapeXml(name)}</text></svg>`;
}

/** The pictures of a company, by its code: the SVG text, or a 404 for an unknown company. */
export function createMarketMedia(db: Db) {
  async function ownerOf(companyCode: string) {
    const owner = await findCompanyIdByCode(db, companyCode);
    if (!owner) throw notFound();
    return owner;
  }
  return {
    logo: async (companyCode: string) => {
      const owner = await ownerOf(companyCode);
      return logoSvg(owner.companyAlias || owner.plantName);
    },
    picture: async (companyCode: string, n: number) => pictureSvg((await ownerOf(companyCode)).plantName, n),
  };
}

export type MarketMedia = ReturnType<typeof createMarketMedia>;
