// `npm run openapi` writes docs/openapi.json from the app's routes and zod contracts, and docs/api.md from that document
// (scripts/api-doc.ts); `npm run check:openapi` (--check) fails when either committed file differs from what the code produces.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { apiMarkdown } from './api-doc';

const DOCUMENT = 'docs/openapi.json';
const CALL_LIST = 'docs/api.md';
/** The document must not depend on where it was generated: a fixed public URL, whatever PUBLIC_URL says. */
const PUBLIC_URL = 'http://localhost:3000';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

async function generate(): Promise<string> {
  const filesDir = mkdtempSync(join(tmpdir(), 'cmsp-openapi-'));
  // Only fixed settings: the developer's environment (PORT, PUBLIC_URL, limits) never reaches the document.
  const config = loadConfig(
    { LOG_LEVEL: 'silent' },
    { publicUrl: PUBLIC_URL, dataDir: filesDir, inMemoryDatabase: true, databaseUrl: undefined },
  );
  // Building the routes needs no data: a pool on an address that does not exist is never connected,
  // so a route that queried while the app starts would fail here rather than go unnoticed.
  const database = await openDatabase({ databaseUrl: 'postgres://openapi.invalid:5432/none', migrationsDir: filesDir, poolSize: 1 });
  const app = await buildApp(config, database, { pages: false, jobs: false });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A short hint of what changed: the operations added, removed or changed, and any other top-level part. */
function describeChanges(committed: JsonObject, fresh: JsonObject): string[] {
  const lines: string[] = [];
  const operations = (doc: JsonObject) => {
    const found = new Map<string, string>();
    const paths = isObject(doc.paths) ? doc.paths : {};
    for (const [path, methods] of Object.entries(paths)) {
      if (!isObject(methods)) continue;
      for (const [method, operation] of Object.entries(methods)) found.set(`${method.toUpperCase()} ${path}`, JSON.stringify(operation));
    }
    return found;
  };
  const before = operations(committed);
  const after = operations(fresh);
  for (const [key, value] of after) {
    if (!before.has(key)) lines.push(`  added:   ${key}`);
    else if (before.get(key) !== value) lines.push(`  changed: ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) lines.push(`  removed: ${key}`);
  for (const part of new Set([...Object.keys(committed), ...Object.keys(fresh)])) {
    if (part !== 'paths' && JSON.stringify(committed[part]) !== JSON.stringify(fresh[part])) lines.push(`  changed: ${part}`);
  }
  return lines;
}

async function main() {
  const check = process.argv.includes('--check');
  const fresh = await generate();
  const callList = apiMarkdown(JSON.parse(fresh) as JsonObject);
  if (!check) {
    writeFileSync(DOCUMENT, fresh);
    writeFileSync(CALL_LIST, callList);
    console.log(`openapi: wrote ${DOCUMENT} and ${CALL_LIST}`);
    return;
  }
  const committed = existsSync(DOCUMENT) ? readFileSync(DOCUMENT, 'utf8') : '';
  const committedList = existsSync(CALL_LIST) ? readFileSync(CALL_LIST, 'utf8') : '';
  if (committedList !== callList) {
    // The document may match while the list does not: an edit by hand, or a change to scripts/api-doc.ts.
    console.error(`openapi: ${CALL_LIST} is not what ${DOCUMENT} gives. Run \`npm run openapi\` and commit it.`);
    process.exitCode = 1;
  }
  if (committed === fresh) {
    console.log(`openapi: ${DOCUMENT} matches the code.`);
    return;
  }
  let hint = [`  ${DOCUMENT} is missing`];
  if (committed) {
    try {
      hint = describeChanges(JSON.parse(committed) as JsonObject, JSON.parse(fresh) as JsonObject);
    } catch {
      hint = [`  ${DOCUMENT} is not valid JSON`];
    }
    if (hint.length === 0) hint = ['  formatting only'];
  }
  console.error(`openapi: ${DOCUMENT} is not what the code produces:`);
  console.error(hint.slice(0, 20).join('\n') + (hint.length > 20 ? `\n  … and ${hint.length - 20} more` : ''));
  console.error('Run `npm run openapi` and commit docs/openapi.json and docs/api.md.');
  process.exitCode = 1;
}

await main();
