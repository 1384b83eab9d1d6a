// Draws the picture link previews show for a page without one of its own (og:image): the portal's mark and its name
// in both languages, 1200 x 630 px, in headless chromium. Output: public/share-card.png. Run once after a change:
//   node scripts/make-share-card.mjs
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const SHARE_CARD = { width: 1200, height: 630 };

const en = JSON.parse(readFileSync('web/lib/i18n/messages/en.json', 'utf8')).productName;
const zh = JSON.parse(readFileSync('web/lib/i18n/messages/zh.json', 'utf8')).productName;
const logo = readFileSync('public/logo.svg', 'utf8');

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; width: ${SHARE_CARD.width}px; height: ${SHARE_CARD.height}px; display: flex; align-items: center;
    background: linear-gradient(135deg, #0f5c8c, #093b5a); color: #fff;
    font-family: 'Noto Sans CJK SC', 'Noto Sans', 'DejaVu Sans', sans-serif; }
  .card { display: flex; gap: 56px; align-items: center; padding: 0 88px; }
  svg { width: 200px; height: 200px; flex: none; border-radius: 40px; box-shadow: 0 0 0 6px rgba(255,255,255,.25); }
  h1 { font-size: 58px; line-height: 1.15; margin: 0 0 18px; }
  p { font-size: 44px; margin: 0 0 34px; opacity: .92; }
  small { display: block; font-size: 28px; border-top: 4px solid #d9822b; padding-top: 22px; opacity: .9; }
</style></head><body><div class="card">${logo}<div>
  <h1>${en}</h1><p>${zh}</p>
  <small>GACC registrations · suspensions · prices · trade leads</small>
</div></div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: SHARE_CARD });
await page.setContent(html);
await page.screenshot({ path: 'public/share-card.png' });
await browser.close();
console.log('wrote public/share-card.png');
