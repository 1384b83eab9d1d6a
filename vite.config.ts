import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { clientContracts } from './scripts/vite-client-contracts';

export default defineConfig({
  // The browser build takes the contracts without their zod schemas (the server validates every call).
  plugins: [clientContracts(), reactRouter()],
  build: {
    target: 'es2022',
    // Shared modules under about 2.5 KB join a chunk that is loaded with them instead of being files of their own:
    // each file a page fetches costs its main thread a request start, and a public page went from 29-32 files to
    // 19-21 for 0.5-4 KB more gzip (docs/decisions/0037-short-tasks-while-hydrating.md).
    rollupOptions: { output: { experimentalMinChunkSize: 2500 } },
  },
});
