import { describe, expect, it } from 'vitest';
import { deferScripts } from './deferred-scripts';

const page = (script: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/></head>` +
  `<body><main>Hi</main><script nonce="n" type="module" async="">${script}</script></body></html>`;

const RR_SCRIPT = `;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/plant.js";
  window.__reactRouterManifest = {"url": "/assets/manifest.js"};
  window.__reactRouterRouteModules = {"root":route0,"routes/market/plant":route1};

import("/assets/entry.js");`;

describe('deferScripts', () => {
  it('removes the preloads and starts the same imports after the first frame', () => {
    const html = deferScripts(page(RR_SCRIPT));
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = /<script nonce="n" type="module" async="">([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain('const preloads = ["/assets/entry.js","/assets/root.js"];');
    expect(script).toContain('const imported = Promise.all([import("/assets/root.js"), import("/assets/plant.js")]);');
    expect(script).toContain('const [route0, route1] = await imported;');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/market/plant":route1};');
    expect(script).toContain('import("/assets/entry.js");');
    expect(script).toContain('requestAnimationFrame(');
    // The body is valid JavaScript (a classic function body: no static import left).
    expect(() => new Function(script)).not.toThrow();
  });

  it('runs the rewritten script to the same modules in the same order', async () => {
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*)<\/script>/.exec(deferScripts(page(RR_SCRIPT)))![1]!;
    const imported: string[] = [];
    const appended: string[] = [];
    const win: Record<string, unknown> = {};
    const doc = {
      visibilityState: 'hidden',
      createElement: () => ({}) as { rel?: string; href?: string },
      head: { append: (l: { href: string }) => appended.push(l.href) },
    };
    const run = new Function('window', 'document', '__import', script.replaceAll('import(', '__import('));
    run(win, doc, (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    });
    await expect.poll(() => imported.length).toBe(3);
    expect(imported).toEqual(['/assets/root.js', '/assets/plant.js', '/assets/entry.js']);
    expect(appended).toEqual(['/assets/entry.js', '/assets/root.js']);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root.js' }, 'routes/market/plant': { url: '/assets/plant.js' } });
  });

  it('imports the route manifest with the route modules when the page names it (route discovery "initial")', async () => {
    const withManifest = `import "/assets/manifest.js";\n${RR_SCRIPT.replace(/\s*window.__reactRouterManifest = .*;\n/, '\n')}`;
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*)<\/script>/.exec(deferScripts(page(withManifest)))![1]!;
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain(
      'const imported = Promise.all([import("/assets/manifest.js"), import("/assets/root.js"), import("/assets/plant.js")]);',
    );
    expect(script).toContain('const [, route0, route1] = await imported;');
    const imported: string[] = [];
    const win: Record<string, unknown> = {};
    const doc = { visibilityState: 'hidden', createElement: () => ({}), head: { append: () => undefined } };
    new Function('window', 'document', '__import', script.replaceAll('import(', '__import('))(win, doc, (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    });
    await expect.poll(() => imported.length).toBe(4);
    expect(imported).toEqual(['/assets/manifest.js', '/assets/root.js', '/assets/plant.js', '/assets/entry.js']);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root.js' }, 'routes/market/plant': { url: '/assets/plant.js' } });
  });

  it('adds many preloads a few per task, so no one task adds them all', async () => {
    const hrefs = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    const manyPreloads = page(RR_SCRIPT).replace(
      '</head>',
      `${hrefs.map((href) => `<link rel="modulepreload" href="${href}" nonce="n"/>`).join('')}</head>`,
    );
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*)<\/script>/.exec(deferScripts(manyPreloads))![1]!;
    const appended: string[] = [];
    const doc = {
      visibilityState: 'hidden',
      createElement: () => ({}),
      head: { append: (l: { href: string }) => appended.push(l.href) },
    };
    new Function('window', 'document', '__import', script.replaceAll('import(', '__import('))({}, doc, (url: string) =>
      Promise.resolve({ url }),
    );
    // The first task adds a few; the rest follow in later tasks, in the page's order.
    expect(appended.length).toBeGreaterThan(0);
    expect(appended.length).toBeLessThan(12);
    await expect.poll(() => appended.length).toBe(12);
    expect(appended).toEqual(['/assets/entry.js', '/assets/root.js', ...hrefs]);
  });

  it('leaves a page without the module script alone', () => {
    const html = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(deferScripts(html)).toBe(html);
  });
});
