import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** Liveness answers while the process runs; readiness only while the database answers too. */
export async function healthRoutes(app: FastifyInstance, database: Database) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.engine };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.engine });
    }
  });
}
