// What `npm run check:docs` reads in a markdown file: the repository paths it names and the links it makes.
// Pure functions over text, so the rules are unit-tested without touching the disk (scripts/docs-references.test.ts).
import { dirname, join, normalize } from 'node:path';

/** Top-level folders whose names in backticks are read as repository paths. */
const ROOTS = ['server', 'web', 'contracts', 'scripts', 'e2e', 'bench', 'docs', '.ci'];
const ROOTED = new RegExp(`^(?:${ROOTS.map((root) => root.replace('.', '\\.')).join('|')})/`);
/** A placeholder or a pattern names no one file: `<area>`, `*`, `{id}`, `…`, `$VAR`. */
const PATTERN = /[<>*{}…$|]|\.\.\./;
/** A line or range after the name: `eligibility.ts:32-204`, `#L32`. */
const LINE_SUFFIX = /(?::\d+(?:-\d+)?|#L\d+(?:-L?\d+)?)$/;

export interface Reference {
  /** The path as the repository names it (relative to its root), or the link as written when it leaves it. */
  path: string;
  line: number;
  kind: 'code' | 'link';
  /** A link whose target lies outside the repository: a clone does not have it. */
  outside?: boolean;
  /** A link's `#anchor` into a markdown file: a heading there must give it. */
  anchor?: string;
}

/** The repository paths named in code spans and fenced blocks, and the relative links, of one markdown file. */
export function findReferences(markdown: string, file: string): Reference[] {
  const found: Reference[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    const spans = fenced ? [text] : [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
    for (const span of spans) {
      for (const token of span.split(/\s+/)) {
        const path = repositoryPath(token);
        if (path) found.push({ path, line, kind: 'code' });
        else if (token.startsWith('../') && !PATTERN.test(token)) found.push({ path: token, line, kind: 'code', outside: true });
      }
    }
    if (fenced) return;
    // Links outside code spans: [text](target) and [text](target "title").
    const prose = text.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const reference = linkReference(match[1] ?? '', file, line);
      if (reference) found.push(reference);
    }
  });
  return found;
}

/** A token of a code span as a repository path, or undefined when it is not one (a command, an API path, a pattern). */
export function repositoryPath(token: string): string | undefined {
  const trimmed = token
    .replace(/^[("'[]+/, '')
    .replace(/[)"',;:.\]]+$/, '')
    .replace(LINE_SUFFIX, '');
  if (!ROOTED.test(trimmed) || PATTERN.test(trimmed)) return undefined;
  return trimmed;
}

/** A link's target resolved against the file that makes it; web addresses, anchors and site paths are not files. */
function linkReference(target: string, file: string, line: number): Reference | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) return undefined;
  const bare = decodeURI(target.replace(/[#?].*$/, ''));
  if (!bare || PATTERN.test(bare)) return undefined;
  const resolved = normalize(join(dirname(file), bare));
  if (resolved.startsWith('..')) return { path: target, line, kind: 'link', outside: true };
  const anchor = /#(.+)$/.exec(target)?.[1];
  return { path: resolved.replace(/\/$/, ''), line, kind: 'link', ...(anchor && resolved.endsWith('.md') ? { anchor } : {}) };
}

/** The anchors a markdown file's headings give, as GitHub makes them (a repeated heading gets -1, -2, …). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const text of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    const heading = fenced ? undefined : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** `wc -w`: the words of a decision record, counted as runs of non-space characters. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
