// The database worker run from the sources (tsx, vitest): registers tsx in this thread, then loads the TypeScript
// worker. Node 20 does not hand the parent's loaders to a worker thread. The server bundle runs its own build of
// pglite-worker.ts instead (scripts/build-server.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
