import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerCrossSiteCheck } from './modules/accounts/cross-site';
import { accountsRoutes } from './modules/accounts/routes';
import { createAccountsService } from './modules/accounts/service';
import { healthRoutes } from './modules/health/routes';
import { registerMarket } from './modules/market/index';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { registerAuth } from './platform/auth';
import { notFound, registerErrorHandling } from './platform/envelope';
import { createMailer } from './platform/mailer';
import { registerOpenApi } from './platform/openapi';
import { builtPages, registerPages, type PagesSource } from './platform/pages';
import { registerRateLimit } from './platform/rate-limit';
import { registerSecurity, requestIdFor } from './platform/security';

export interface AppOptions {
  /**
   * Where pages come from: the build on disk by default, Vite in dev, or false for none
   * (API tests need no web build).
   */
  pages?: PagesSource | false;
}

/** Log lines never carry credentials: these request fields are masked wherever they appear. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-session-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.confirmPassword',
  '*.code',
  '*.emailCode',
  '*.token',
];

export async function buildApp(config: Config, database: Database, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      hooks: {
        // The compression plugin reports a visitor who leaves mid-download as an error; it is not one.
        logMethod(args, method, level) {
          const first = args[0] as unknown;
          if (level >= 50 && first instanceof Error && first.message === 'premature close') {
            return this.debug({ err: first }, 'client closed the connection before the response ended');
          }
          return method.apply(this, args);
        },
      },
    },
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Page forms post url-encoded bodies; the page handler passes them on untouched.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  registerErrorHandling(app);
  await registerSecurity(app, { https: config.publicUrl.startsWith('https:') });
  // Brotli at quality 4 compresses about as well as gzip -9 at a fraction of quality 11's CPU cost;
  // the built assets are served pre-compressed at full quality instead (scripts/build-server.mjs).
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip', 'deflate'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie, { secret: config.sessionSecret });
  await registerRateLimit(app, config.rateLimit.perMinute);
  await registerOpenApi(app, config.publicUrl);
  const accounts = createAccountsService(
    database.db,
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox') }, app.log),
    { https: config.publicUrl.startsWith('https:'), secret: config.sessionSecret },
  );
  registerAuth(app, accounts.resolveSession);
  registerCrossSiteCheck(app, config.publicUrl);

  await healthRoutes(app, database);
  await siteRoutes(app, createSiteService(database.db));
  await registerMarket(app, database.db);
  await accountsRoutes(app, accounts, config.rateLimit.authPerMinute);
  // Unknown API paths answer in the envelope rather than falling through to the pages.
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw notFound();
  });

  const pages = options.pages ?? (await builtPages(config.webBuildDir, config.production));
  if (pages) await registerPages(app, pages, config.publicUrl);
  else if (options.pages === undefined) app.log.warn('no web build found: pages are off until `npm run build`');
  return app;
}
