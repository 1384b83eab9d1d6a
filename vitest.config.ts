import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests. The same files run on both engines:
 *   vitest run                                            in-memory PGlite
 *   TEST_ENGINE=postgres TEST_DATABASE_URL=... vitest run  a fresh PostgreSQL database per app
 * End-to-end specs (e2e/) have their own config.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'web/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'build/**'],
    globalSetup: ['server/test-support/global-setup.ts'],
    // Files run side by side in child processes; PGlite (WASM) is happier in its own process than in a thread.
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // PGlite takes ~3 s to start and migrate; a slow, busy machine can take several times that.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
