// `npm run check:docs`: fails when README.md or a file under docs/ names a repository path that does not exist or
// links outside the repository (a clone has nothing there), or when a decision record runs past 400 words.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findReferences, headingAnchors, wordCount } from './docs-references';

const root = process.cwd();
const DECISION_WORDS = 400;

function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The paths git ignores: generated files (the antd stylesheet, bench results) that a clone gets when it runs the tools. */
function ignoredByGit(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const run = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], { input: paths.join('\n'), encoding: 'utf8' });
  return new Set((run.stdout ?? '').split('\n').filter(Boolean));
}

const problems: string[] = [];
const missing: { where: string; path: string }[] = [];
const files = ['README.md', ...markdownFiles('docs')];
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  for (const reference of findReferences(text, file)) {
    const where = `${file}:${reference.line}`;
    if (reference.outside) problems.push(`${where}: ${reference.path} leaves the repository`);
    else if (!existsSync(join(root, reference.path))) missing.push({ where, path: reference.path });
    else if (reference.anchor && !headingAnchors(readFileSync(join(root, reference.path), 'utf8')).has(reference.anchor))
      problems.push(`${where}: ${reference.path} has no heading #${reference.anchor}`);
  }
  if (/^docs\/decisions\/\d{4}-/.test(relative(root, join(root, file)))) {
    const words = wordCount(text);
    if (words > DECISION_WORDS) problems.push(`${file}: ${words} words; a decision says what and why in ${DECISION_WORDS} or fewer`);
  }
}

const generated = ignoredByGit(missing.map(({ path }) => path));
for (const { where, path } of missing) if (!generated.has(path)) problems.push(`${where}: ${path} does not exist`);

if (problems.length === 0) {
  console.log(`docs: ${files.length} files name only paths that exist; decisions are within ${DECISION_WORDS} words.`);
} else {
  console.error(`docs: ${problems.length} problem(s):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exitCode = 1;
}
