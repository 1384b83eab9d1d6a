// Bundles the server's TypeScript (dependencies stay in node_modules) and pre-compresses the
// client assets at full quality, so they are never compressed per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const buildDir = process.env.WEB_BUILD_DIR || 'build';

await build({
  // The worker threads are entries of their own: pglite-proxy.ts starts the embedded database's from app/db/, pages.ts
  // the page workers' from app/platform/.
  entryPoints: [
    'server/main.ts',
    'server/db/migrate-cli.ts',
    'server/db/seed-cli.ts',
    'server/db/pglite-worker.ts',
    'server/platform/page-worker.ts',
  ],
  outdir: join(buildDir, 'app'),
  outbase: 'server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server bundle: ${join(buildDir, 'app', 'main.js')}`);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

let count = 0;
for (const file of files(join(buildDir, 'client'))) {
  if (!/\.(js|css|svg|json|html|txt|map)$/.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`pre-compressed ${count} client files (.br, .gz)`);
