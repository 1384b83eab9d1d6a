// Draws the community demo's pictures (SVG) and records its two short videos (WebM, VP8) in headless chromium from
// an animated canvas, so the demo needs no downloaded media. Output: public/demo/community. Run once after a change:
//   node scripts/make-demo-media.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/* global document, MediaRecorder, requestAnimationFrame -- these run inside the page (page.evaluate), not in Node. */

const OUT = 'public/demo/community';
mkdirSync(OUT, { recursive: true });

const PICTURES = {
  pork: ['Frozen pork cuts', 350],
  beef: ['Frozen beef cuts', 5],
  lamb: ['Lamb carcasses', 20],
  poultry: ['Chicken paws', 40],
  offal: ['Edible offal', 330],
  casing: ['Natural casings', 30],
  processed: ['Cooked meat', 15],
  fish: ['Frozen fish', 200],
  salmon: ['Chilled salmon', 10],
  shrimp: ['Frozen shrimp', 12],
  squid: ['Frozen squid', 270],
  shellfish: ['Shellfish', 180],
  container: ['Reefer container', 210],
  coldstore: ['Cold store', 190],
  port: ['Container port', 220],
  label: ['Carton labels', 60],
};

const svg = (title, hue) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img" aria-label="Demo photo: ${title}">` +
  `<rect width="640" height="480" fill="hsl(${hue} 45% 88%)"/>` +
  `<rect x="60" y="150" width="520" height="240" rx="10" fill="hsl(${hue} 35% 62%)"/>` +
  [0, 1, 2, 3]
    .map((i) => `<rect x="${90 + i * 125}" y="180" width="100" height="180" rx="6" fill="hsl(${hue} 40% ${78 - i * 6}%)"/>`)
    .join('') +
  `<rect x="0" y="400" width="640" height="80" fill="hsl(${hue} 30% 30%)"/>` +
  `<text x="24" y="450" font-family="Arial,sans-serif" font-size="30" fill="#fff">${title}</text>` +
  `<text x="616" y="450" font-family="Arial,sans-serif" font-size="16" fill="#fff" text-anchor="end">Demo photo</text></svg>`;

for (const [name, [title, hue]] of Object.entries(PICTURES)) writeFileSync(join(OUT, `${name}.svg`), svg(title, hue));

const VIDEOS = { 'reefer-loading': ['Loading a reefer container', 210], 'cold-store-tour': ['Inside a cold store at -18 °C', 190] };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
const page = await browser.newPage();
for (const [name, [title, hue]] of Object.entries(VIDEOS)) {
  const base64 = await page.evaluate(
    async ({ title, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      const ctx = canvas.getContext('2d');
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 150_000 });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const start = performance.now();
      await new Promise((resolve) => {
        const draw = () => {
          const t = (performance.now() - start) / 1000;
          ctx.fillStyle = `hsl(${hue} 40% 85%)`;
          ctx.fillRect(0, 0, 320, 180);
          ctx.fillStyle = `hsl(${hue} 35% 45%)`;
          ctx.fillRect(20 + ((t * 60) % 220), 60, 80, 60);
          ctx.fillStyle = '#1d2733';
          ctx.font = '14px Arial';
          ctx.fillText(title, 12, 24);
          ctx.fillText('Demo video', 12, 168);
          if (t < 3) requestAnimationFrame(draw);
          else resolve();
        };
        draw();
      });
      recorder.stop();
      await done;
      const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
      let binary = '';
      for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { title, hue },
  );
  writeFileSync(join(OUT, `${name}.webm`), Buffer.from(base64, 'base64'));
}
await browser.close();
console.log(`demo media written to ${OUT}`);
