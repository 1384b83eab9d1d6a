// `npm run dev`: the API from source (tsx restarts it on change) and the pages from Vite's dev server (hot reload).
import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/setup';
import { API_PREFIX } from '../contracts/core/calls';

const config = loadConfig();
const { database } = await prepareDatabase(config);
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const app = await buildApp(config, database, {
  pages: {
    mode: 'development',
    getBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  },
});
// Vite answers its own module and asset requests before the page routes see them.
await app.register(middie);
app.use((req, res, next) => (req.url?.startsWith(API_PREFIX) ? next() : vite.middlewares(req, res, next)));

const shutdown = async () => {
  await app.close();
  await vite.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
await app.listen({ port: config.port, host: config.host });
