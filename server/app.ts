import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAccounts } from './modules/accounts/index';
import { registerAdmin } from './modules/admin/index';
import { registerKnowledge, registerKnowledgeSitemap, registerKnowledgeSubjects } from './modules/knowledge/index';
import { registerMarket, registerMarketSitemaps, registerMarketSubjects } from './modules/market/index';
import { registerNews, registerNewsDiscoverySources, registerNewsSubjects } from './modules/news/index';
import { registerSite } from './modules/site/index';
import { registerAuth } from './platform/auth';
import { callRegistrar } from './platform/calls';
import { registerCrossSiteCheck } from './platform/cross-site';
import { notFound, registerErrorHandling } from './platform/envelope';
import { registerInputCheck } from './platform/input-check';
import { registerMultipart } from './platform/multipart';
import { createMailer } from './platform/mailer';
import { registerOpenApi } from './platform/openapi';
import { builtPages, registerPages, type PagesSource } from './platform/pages';
import { registerRateLimit } from './platform/rate-limit';
import { healthRoutes } from './platform/health';
import { registerSecurity, requestIdFor } from './platform/security';
import { sessionTransport } from './platform/session-transport';
import { createDiscoveryRegistry, registerDiscoveryRoutes } from './shared/discovery/index';
import { createSubjectRegistry } from './shared/subjects/index';
import { registerComments } from './shared/comments/index';
import { registerSubscriptions } from './shared/subscriptions/index';
import { registerUploads } from './shared/uploads/index';

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
  registerInputCheck(app);
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
  await registerMultipart(app);
  await registerOpenApi(app, config.publicUrl);
  const https = config.publicUrl.startsWith('https:');
  const http = callRegistrar(app, { authPerMinute: config.rateLimit.authPerMinute });
  const transport = sessionTransport({ https });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox') }, app.log);
  const accounts = registerAccounts(http, { db: database.db, mailer, secret: config.sessionSecret, transport });
  registerAuth(app, transport, accounts.resolveSession);
  registerCrossSiteCheck(app, config.publicUrl);
  await healthRoutes(app, database);

  // Shared features first, then the areas that register their subjects with them.
  const subjects = createSubjectRegistry();
  // Pages and feeds the areas announce to search engines and feed readers.
  const discovery = createDiscoveryRegistry();
  const subscriptions = registerSubscriptions(http, database.db, subjects);
  registerComments(http, database.db, subjects);
  await registerUploads(app, http, database.db, config);
  registerMarketSubjects(database.db, subjects);
  registerNewsSubjects(database.db, subjects);
  registerKnowledgeSubjects(database.db, subjects);
  const site = registerSite(http, database.db);
  registerAdmin(http, { db: database.db, accounts, siteSettings: site.settings });
  await registerMarket(app, http, database.db, subscriptions);
  registerMarketSitemaps(database.db, discovery);
  registerNews(http, database.db, config.publicUrl);
  registerNewsDiscoverySources(database.db, discovery);
  registerKnowledge(http, database.db);
  registerKnowledgeSitemap(database.db, discovery);
  registerDiscoveryRoutes(app, discovery, config.publicUrl);
  // Unknown API paths answer in the envelope rather than falling through to the pages.
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw notFound();
  });

  const pages = options.pages ?? (await builtPages(config.webBuildDir, config.production));
  if (pages) await registerPages(app, pages, config.publicUrl);
  else if (options.pages === undefined) app.log.warn('no web build found: pages are off until `npm run build`');
  return app;
}
