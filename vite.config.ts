import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { clientContracts } from './scripts/vite-client-contracts';

export default defineConfig({
  // The browser build takes the contracts without their zod schemas (the server validates every call).
  plugins: [clientContracts(), reactRouter()],
  build: { target: 'es2022' },
});
