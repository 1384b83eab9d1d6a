import { defineConfig } from 'vitest/config';

/**
 * Tests that start processes of their own (a portal from source, a worker thread, a kill -9): they test the
 * process, not the engine, so they run once per `npm test`, by vitest.processes.config.ts, not on each engine here.
 */
export const PROCESS_TESTS = [
  'server/db/data-dir-lock.test.ts',
  'server/db/pglite-worker.test.ts',
  'server/modules/watchlist/crash.test.ts',
];

/**
 * Unit and API tests. The same files run on both engines:
 *   vitest run                                            in-memory PGlite
 *   TEST_ENGINE=postgres TEST_DATABASE_URL=... vitest run  a fresh PostgreSQL database per app
 * End-to-end specs (e2e/) and the process tests above have configs of their own.
 */
export default defineConfig({
  test: {
    environment: 'node',
    // web/ *.test.ts are pure functions (URL parameters, formatters): the node environment is enough. Component tests
    // (web/**/*.test.tsx) ask for happy-dom in their first line, so only they pay for a DOM.
    include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'build/**', ...PROCESS_TESTS],
    globalSetup: ['server/test-support/global-setup.ts'],
    // Files run side by side in child processes; PGlite (WASM) is happier in its own process than in a thread.
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // A worker keeps its imported modules from one file to the next: importing the server costs more than a
    // test file's own work now that the database is a template copy. Each file still builds its own app over
    // its own database, and the product keeps no state in modules.
    isolate: false,
    // Migrating and seeding happen once, in globalSetup (server/test-support/template.ts); a file only opens a
    // copy (~1 s). The margins are for a slow, busy machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
