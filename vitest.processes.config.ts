import { defineConfig } from 'vitest/config';
import unit, { PROCESS_TESTS } from './vitest.config';

/**
 * The tests that spawn processes (data-dir lock, PGlite worker, watchlist crash): `npm test` runs them once, on the
 * default engine, after the unit and API passes. `npx vitest run --config vitest.processes.config.ts` runs them alone.
 */
export default defineConfig({
  test: { ...unit.test, include: PROCESS_TESTS, exclude: ['node_modules/**'] },
});
