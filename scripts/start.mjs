// `npm start`: builds when the build is missing or older than the sources, then runs the portal in production mode.
import { spawn, spawnSync } from 'node:child_process';
import { buildState } from './build-state.mjs';

const { serverMain, missing, stale } = buildState(process.cwd(), process.env.WEB_BUILD_DIR || 'build');
if (missing || stale) {
  console.log(missing ? 'No build yet: building the portal…' : 'Sources changed since the last build: rebuilding…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
