// Bundles the server's TypeScript into one ESM file (dependencies stay in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts', 'server/db/migrate-cli.ts', 'server/db/seed-cli.ts'],
  outdir: 'build/app',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundle: build/app/main.js');
