/**
 * The part of the UI kit's stylesheet a page's first paint needs (docs/decisions/0065-kit-pages-lean.md). The kit's
 * generated stylesheet (scripts/build-antd-css.tsx) holds every component the web code uses, about 50 KB gzip, and a
 * page draws a few of them. From the classes in a rendered page this selects the rules that can match them, in the
 * stylesheet's order, for a `<style>` in the head; the whole stylesheet follows once the page's kit code loads
 * (web/ui/kit/styles.ts), so states the first paint does not show (hover, focus, open dialogs) keep their rules.
 */

/** The `<style>` with a page's first-paint kit rules; the whole stylesheet goes before it (web/ui/kit/styles.ts). */
export const KIT_STYLES_ID = 'kit-first-paint';

/** A style rule with the classes each of its selectors needs, or an at-rule (@media, @supports, @keyframes). */
type Node =
  | { kind: 'rule'; selectors: Array<{ text: string; classes: string[] }>; body: string }
  | { kind: 'block'; prelude: string; children: Node[] }
  | { kind: 'keyframes'; name: string; text: string };

/** Index of the brace closing the one at `open`, skipping quoted strings. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) return css.length - 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

/** Splits a selector list at its top-level commas (not those inside `:is(…)` or `[…]`). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

/**
 * The classes an element chain must carry for the selector to match. Classes inside parentheses (`:not(…)`,
 * `:where(…)`) and attribute selectors are left out: a rule is kept whenever it might match, never dropped when it can.
 */
function requiredClasses(selector: string): string[] {
  let plain = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) plain += c;
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

function parse(css: string): Node[] {
  const nodes: Node[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    const end = closing(css, open);
    const inner = css.slice(open + 1, end);
    if (prelude.startsWith('@keyframes') || prelude.startsWith('@-webkit-keyframes')) {
      nodes.push({ kind: 'keyframes', name: prelude.split(/\s+/)[1] ?? '', text: css.slice(i, end + 1).trim() });
    } else if (prelude.startsWith('@')) {
      nodes.push({ kind: 'block', prelude, children: parse(inner) });
    } else {
      const selectors = splitSelectors(prelude).map((text) => ({ text, classes: requiredClasses(text) }));
      nodes.push({ kind: 'rule', selectors, body: inner });
    }
    i = end + 1;
  }
  return nodes;
}

function select(nodes: Node[], has: (name: string) => boolean, keyframes: Node[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'rule') {
      const kept = node.selectors.filter((s) => s.classes.every(has)).map((s) => s.text);
      if (kept.length) out += `${kept.join(',')}{${node.body}}`;
    } else if (node.kind === 'block') {
      const inner = select(node.children, has, keyframes);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else keyframes.push(node);
  }
  return out;
}

/** The classes a page's HTML uses, from its class attributes. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of m[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** A stylesheet reader: parses once, then answers the rules a set of classes needs (and the keyframes they name). */
export function firstPaintCss(stylesheet: string): (classes: Set<string>) => string {
  let parsed: { nodes: Node[]; known: Set<string> } | undefined;
  const answers = new Map<string, string>();
  return (pageClasses) => {
    parsed ??= { nodes: parse(stylesheet), known: new Set(requiredClasses(stylesheet.replace(/\{[^{}]*\}/g, ','))) };
    // Only the classes the stylesheet names decide the answer: pages of one template share it.
    const classes = new Set([...pageClasses].filter((name) => parsed!.known.has(name)));
    const key = [...classes].sort().join(' ');
    const known = answers.get(key);
    if (known !== undefined) return known;
    const keyframes: Node[] = [];
    let css = select(parsed.nodes, (name) => classes.has(name), keyframes);
    for (const frames of keyframes) if (frames.kind === 'keyframes' && css.includes(frames.name)) css += frames.text;
    // A template's pages share their kit classes: a few hundred sets at most, each a few KB.
    if (answers.size < 500) answers.set(key, css);
    return css;
  };
}
