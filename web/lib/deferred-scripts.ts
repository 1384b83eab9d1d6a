/**
 * Public pages hydrate after their first frame (docs/decisions/0030-lean-first-paint.md). React Router's <Scripts>
 * writes module preloads, which the browser fetches at once, and an inline module script. That script imports the
 * route manifest's module and the route modules statically, then the client entry. This rewrites the server's finished
 * HTML so that nothing is fetched before the first paint: the preloads leave the page, and the inline script waits for
 * a frame, then imports the same modules in the same order, adds the preloads a few per task, and runs the rest of its
 * code unchanged. A hidden page, which draws no frame, starts at once. HTML without that script is returned as it is.
 */

/**
 * Preloads added per task. Adding a module preload while the page loads costs the main thread up to a millisecond (on
 * a phone's slower CPU, several): a page's 30 added at once made one task long enough to block input (decision 0037).
 */
const PRELOADS_PER_TASK = 4;
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
/** `import * as route0 from "…";`, or `import "…";` (the route manifest's module, imported for its effect). */
const STATIC_IMPORT = /^\s*;?\s*import (?:\* as (\w+) from )?"([^"]+)";/;

export function deferScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  let rest = script[2]!;
  const modules: Array<[string, string]> = [];
  for (let m = STATIC_IMPORT.exec(rest); m; m = STATIC_IMPORT.exec(rest)) {
    // A module imported for its effect only takes an empty slot in the destructuring.
    modules.push([m[1] ?? '', m[2]!]);
    rest = rest.slice(m[0].length);
  }
  // Anything else statically imported would be lost in a function body: leave such a page alone.
  if (modules.length === 0 || /^\s*import\s/m.test(rest)) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const body = [
    '(() => {',
    'const start = async () => {',
    `const imported = Promise.all([${modules.map(([, url]) => `import(${JSON.stringify(url)})`).join(', ')}]);`,
    `const preloads = ${JSON.stringify(preloads)};`,
    'const preloadSome = () => {',
    `for (const href of preloads.splice(0, ${PRELOADS_PER_TASK})) {`,
    "const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link);",
    '}',
    'if (preloads.length) setTimeout(preloadSome, 0);',
    '};',
    'preloadSome();',
    `const [${modules.map(([name]) => name).join(', ')}] = await imported;`,
    rest,
    '};',
    "if (document.visibilityState === 'hidden') void start();",
    'else requestAnimationFrame(() => setTimeout(() => void start(), 0));',
    '})();',
  ].join('\n');
  const rewritten = html.slice(0, script.index) + script[1] + body + script[3] + html.slice(script.index + script[0].length);
  return rewritten.replace(PRELOAD, '');
}
