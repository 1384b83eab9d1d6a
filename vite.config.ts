import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { clientContracts } from './scripts/vite-client-contracts';

/** The chunk of a web catalogue's language file (web/features/market/messages/zh.json: 'text-features-market-zh'). */
function catalogueChunk(id: string): string | undefined {
  const match = /\/web\/(.+)\/messages\/(en|zh)\.json$/.exec(id);
  return match ? `text-${match[1]!.replaceAll('/', '-')}-${match[2]}` : undefined;
}

export default defineConfig({
  // The browser build takes the contracts without their zod schemas (the server validates every call).
  plugins: [clientContracts(), reactRouter()],
  build: {
    target: 'es2022',
    // Shared modules under about 2.5 KB join a chunk that is loaded with them instead of being files of their own:
    // each file a page fetches costs its main thread a request start. With React and React Router in chunks of their
    // own, a public page went from 29-32 files to 18-20 and from 135-143 to 132-139 KB gzip
    // (docs/decisions/0037-short-tasks-while-hydrating.md).
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 2500,
        // React and React Router in two chunks named for what they hold: merged as above, they took the name of a route
        // module, and small route code joined them that other pages then loaded too.
        // A web catalogue's language file is a chunk of its own, never merged with code or with the other language: a
        // built page fetches its own language's only (web/lib/i18n/page-catalogue.ts, decision 0073).
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|scheduler)\//.test(id)
            ? 'react'
            : /node_modules\/react-router\//.test(id)
              ? 'router'
              : catalogueChunk(id),
      },
    },
  },
});
