// `npm start`: builds when the build is missing or older than the sources, then runs the portal in production mode.
// The build's few hundred lines go to DATA_DIR/build.log (shown only when it fails), so the start reads as a few lines
// ending with the address to open.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { buildState } from './build-state.mjs';

const root = process.cwd();
const { serverMain, missing, stale } = buildState(root, process.env.WEB_BUILD_DIR || 'build');
if (missing || stale) await build(missing);

const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production' },
});
// The log passes through unchanged; after the server's "portal ready" line, the address once more in plain words.
createInterface({ input: child.stdout }).on('line', (line) => {
  console.log(line);
  if (!line.includes('"msg":"portal ready')) return;
  try {
    console.log(`\nThe portal is ready: open ${JSON.parse(line).url}\n`);
  } catch {
    // A line that is not JSON (LOG_LEVEL pretty-printing, say): the server's own line says it already.
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/** Runs `npm run build` with its output in DATA_DIR/build.log; on failure prints the log's end and exits. */
async function build(first) {
  const dataDir = resolve(root, process.env.DATA_DIR || 'data');
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dataDir, 'build.log');
  const shown = relative(root, logFile).startsWith('..') ? logFile : relative(root, logFile);
  console.log(
    `${first ? 'No build yet: building the portal' : 'Sources changed since the last build: rebuilding'} (a minute or two; output in ${shown})…`,
  );
  const started = Date.now();
  const log = createWriteStream(logFile);
  const run = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
  run.stdout.pipe(log, { end: false });
  run.stderr.pipe(log, { end: false });
  const code = await new Promise((done) => run.on('close', done));
  await new Promise((done) => log.end(done));
  if (code === 0) {
    console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
    return;
  }
  const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
  console.error(lines.slice(-40).join('\n'));
  console.error(`\nThe build failed (exit ${code}); its whole output is in ${shown}.`);
  process.exit(code ?? 1);
}
