// The baseline: a bare Fastify server with one small JSON answer. It runs in a worker thread of the
// bench process, so it has an event loop of its own, as the app does, rather than sharing the load generator's.
import { parentPort } from 'node:worker_threads';
import Fastify from 'fastify';

const BASELINE_BODY = { rspCode: '200', msg: 'success', data: { name: 'baseline', ok: true } };

const app = Fastify({ logger: false });
app.get('/baseline', async () => BASELINE_BODY);
await app.listen({ host: '127.0.0.1', port: 0 });
parentPort.postMessage({ port: app.server.address().port });
parentPort.on('message', async (message) => {
  if (message === 'close') {
    await app.close();
    parentPort.close();
  }
});
