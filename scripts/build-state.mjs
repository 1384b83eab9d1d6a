// Whether the portal's build is missing or older than what it is built from (used by start and bench).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'server',
  'web',
  'contracts',
  'public',
  'scripts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The server entry of the build in buildDir (under root), and whether it is missing or stale. */
export function buildState(root, buildDir) {
  const builtFiles = [join(root, buildDir, 'app', 'main.js'), join(root, buildDir, 'server', 'index.js')];
  const missing = builtFiles.some((file) => !existsSync(file));
  const builtAt = missing ? 0 : Math.min(...builtFiles.map((file) => statSync(file).mtimeMs));
  const changedAt = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
  return { serverMain: builtFiles[0], missing, stale: !missing && changedAt > builtAt };
}
