import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { filesPerMinute, type Config } from './config';
import type { Database } from './db/client';
import { registerImports } from './importers/index';
import { registerAccounts } from './modules/accounts/index';
import { registerAdmin } from './modules/admin/index';
import { registerFeedback } from './modules/feedback/index';
import { registerForum, registerForumSubjects } from './modules/forum/index';
import { registerCosts } from './modules/costs/index';
import { registerData } from './modules/data/index';
import { registerLeads, registerLeadSubjects } from './modules/leads/index';
import { registerEnquiries } from './modules/enquiries/index';
import { registerCompanies, verifiedBadges } from './modules/companies/index';
import { registerSupplierCheck } from './modules/check/index';
import { registerKnowledge, registerKnowledgeSitemap, registerKnowledgeSubjects } from './modules/knowledge/index';
import { registerMarket, registerMarketSitemaps, registerMarketSubjects } from './modules/market/index';
import { registerNews, registerNewsDiscoverySources, registerNewsSubjects } from './modules/news/index';
import { registerSite } from './modules/site/index';
import { registerWatchlist } from './modules/watchlist/index';
import { registerAuth } from './platform/auth';
import { callRegistrar } from './platform/calls';
import { registerCrossSiteCheck } from './platform/cross-site';
import { CallCache } from './platform/call-cache';
import { InProcessCalls } from './platform/in-process';
import { notFound, registerErrorHandling } from './platform/envelope';
import { edgeOptions, installEdgeGuard } from './platform/edge';
import { loggerOptions } from './platform/logging';
import { registerInputCheck } from './platform/input-check';
import { registerLanguageSwitch } from './platform/language';
import { registerMultipart } from './platform/multipart';
import { createMailer } from './platform/mailer';
import { registerOpenApi } from './platform/openapi';
import { builtPages, registerPages, type PagesSource } from './platform/pages';
import { registerRateLimit } from './platform/rate-limit';
import { databaseLimitStore, redisLimitStore } from './platform/limits';
import { openRedis } from './platform/redis';
import { registerResponseCache } from './platform/response-cache-hooks';
import { ViewCounts } from './platform/view-counts';
import { healthRoutes } from './platform/health';
import { registerCspReports, registerSecurity, requestIdFor, setStorageOrigin } from './platform/security';
import { installCacheFront } from './platform/cache-front';
import { busOf, SESSIONS_CHANNEL } from './platform/cache-bus';
import { memoryCounts, redisCounts } from './platform/request-counts';
import { sessionTransport } from './platform/session-transport';
import { createDiscoveryRegistry, registerDiscoveryRoutes } from './shared/discovery/index';
import { createSubjectRegistry } from './shared/subjects/index';
import { registerComments } from './shared/comments/index';
import { createCollectService } from './shared/collect/index';
import { createModerationRegistry, registerModeration } from './shared/moderation/index';
import { registerTracking } from './shared/tracking/index';
import { registerSubscriptions } from './shared/subscriptions/index';
import { registerUploads } from './shared/uploads/index';
import { createJobQueue, registerJobsAdmin } from './shared/jobs/index';
import { registerMail } from './shared/mail/index';
import { registerDatabaseMaintenance } from './shared/maintenance/index';
import { registerSearchBackfill } from './shared/search/backfill';
import { registerNotifications, TOKEN_AUTHORISED_PATHS } from './shared/notifications/index';
import { API_PREFIX } from '../contracts/core/calls';

export interface AppOptions {
  /**
   * Where pages come from: the build on disk by default, Vite in dev, or false for none
   * (API tests need no web build).
   */
  pages?: PagesSource | false;
  /**
   * Start the job queue (its workers and schedules) with the app: on by default; off only for a build of the
   * routes that never touches the database (the OpenAPI generator).
   */
  jobs?: boolean;
}

export async function buildApp(config: Config, database: Database, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    ...edgeOptions(config.requestTimeoutMs),
  });
  // The calls a page's loaders make without HTTP, each through its definition's pipeline (decision 0041).
  const inProcess = new InProcessCalls();
  app.decorate('inProcessCalls', inProcess);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Page forms post url-encoded bodies; the page handler passes them on untouched.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  registerErrorHandling(app);
  registerInputCheck(app);
  await registerSecurity(app, { https: config.publicUrl.startsWith('https:') });
  await app.register(cookie, { secret: config.sessionSecret });
  const redis = config.redisUrl ? openRedis(app, config.redisUrl) : undefined;
  // Compression of rendered answers and the anonymous cache (which keeps the compressed bytes); built assets are
  // served pre-compressed at full quality instead (scripts/build-server.mjs).
  const cache = await registerResponseCache(app, { redis, databaseUrl: config.databaseUrl });
  const limitStore = redis ? redisLimitStore(redis) : databaseLimitStore(database.db);
  const counts = redis ? redisCounts(redis, 'cmsp:rate:') : memoryCounts();
  await registerRateLimit(app, { perMinute: config.rateLimit.perMinute, filesPerMinute: filesPerMinute(config) }, counts);
  // Images and videos may come from the portal and the storage of uploads (the CSP); its reports are counted here.
  setStorageOrigin(config.uploads.s3?.publicUrl);
  registerCspReports(app);
  // Visitors' cache hits are answered before Fastify, from the stored bytes (decision 0032).
  installCacheFront(app.server, {
    cache,
    counts,
    perMinute: config.rateLimit.perMinute,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
  });
  // Before the front: what Node would answer itself (no Host, an unknown Expect, CONNECT) answers the envelope.
  installEdgeGuard(app.server);
  await registerMultipart(app);
  await registerOpenApi(app, config.publicUrl);
  const https = config.publicUrl.startsWith('https:');
  // Views of detail pages are counted in memory and added to their rows every few seconds, and at close (decision 0066).
  const views = new ViewCounts(app.log);
  app.addHook('onClose', () => views.close());
  const http = callRegistrar(app, { authPerMinute: config.rateLimit.authPerMinute, store: limitStore }, cache, inProcess, views);
  const transport = sessionTransport({ https });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox') }, app.log);
  // Mail and alerts run as jobs: the queue starts once every area has defined its jobs, and stops before the database closes.
  const queue = createJobQueue(database, config.databaseUrl ?? '', app.log);
  const mail = registerMail(queue, database.db, mailer, config.mailFrom, app.log);
  registerDatabaseMaintenance(queue, database);
  // Rows an older version wrote without pinyin get it once, in the background (docs/search.md).
  const searchBackfill = registerSearchBackfill(queue, database.db, app.log);
  // Every process hears on this bus which user's sessions changed, so none trusts a session read before (sessions.ts).
  let heardSessionChange = (_message: string) => {};
  const sessionBus = await busOf({ redis, databaseUrl: config.databaseUrl }, SESSIONS_CHANNEL, (m) => heardSessionChange(m), app.log);
  if (sessionBus) app.addHook('onClose', () => sessionBus.close());
  const accounts = registerAccounts(http, {
    sessionChanges: { bus: sessionBus },
    db: database.db,
    queue,
    mail,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    transport,
    https,
  });
  heardSessionChange = accounts.heardSessionChange;
  app.decorate('forgetSessionsOf', accounts.refreshSessionsOf);
  inProcess.connect({ cache: new CallCache(cache), sessionOf: registerAuth(app, transport, accounts.resolveSession) });
  registerCrossSiteCheck(app, config.publicUrl, TOKEN_AUTHORISED_PATHS);
  registerLanguageSwitch(app, { https, remember: accounts.remember });
  await healthRoutes(app, database);

  // Shared features first, then the areas that register their subjects with them.
  const subjects = createSubjectRegistry();
  // Pages and feeds the areas announce to search engines and feed readers.
  const discovery = createDiscoveryRegistry();
  const subscriptions = registerSubscriptions(http, database.db, subjects);
  const notifications = registerNotifications(http, database.db, {
    queue,
    mail,
    subscriptions,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
  });
  // Comments show their authors' Verified badges, which the companies area reads (docs/companies.md).
  registerComments(http, database.db, subjects, notifications, (ids) => verifiedBadges(database.db, ids));
  const uploads = await registerUploads(app, http, database.db, config);
  registerMarketSubjects(database.db, subjects);
  registerNewsSubjects(database.db, subjects);
  registerKnowledgeSubjects(database.db, subjects);
  const moderated = createModerationRegistry();
  registerLeadSubjects(database.db, subjects, moderated);
  registerForumSubjects(database.db, subjects, moderated);
  const moderation = registerModeration(http, database.db, moderated, { subjects, notifications });
  const collect = createCollectService(database.db, subjects);
  registerTracking(http, database.db);
  const site = registerSite(http, database.db);
  registerAdmin(http, { db: database.db, accounts, siteSettings: site.settings });
  // Subscribers of a plant hear of its changes: the watchlist reads the market's history events.
  const watchlist = registerWatchlist(database.db, queue, notifications, app.log);
  const market = await registerMarket(app, http, database.db, subscriptions, watchlist.kick);
  registerMarketSitemaps(database.db, discovery);
  // A published GACC update applies its changes to the market data: their subscribers hear of them at once.
  registerNews(http, database.db, config.publicUrl, watchlist.kick);
  registerNewsDiscoverySources(database.db, discovery);
  registerKnowledge(http, database.db);
  registerData(http, database.db);
  registerCosts(http, database.db);
  registerKnowledgeSitemap(database.db, discovery);
  registerLeads(http, { db: database.db, collect, moderation }, { queue, notifications, log: app.log });
  // Each user's conversation list is kept until a write call (any process) invalidates the response cache (decision 0069).
  registerEnquiries(http, { db: database.db, notifications, invalidations: cache });
  registerCompanies(app, http, { db: database.db, notifications, uploads, codes: accounts.workEmailCodes, publicUrl: config.publicUrl });
  registerSupplierCheck(http, { db: database.db, notifications, eligibility: market.eligibility });
  registerForum(http, { db: database.db, collect, moderation });
  registerFeedback(http, database.db, mail);
  registerDiscoveryRoutes(app, discovery, config.publicUrl);
  // The published-data importers of the admin shell (docs/imports.md); what a run changes reaches the watchlist at once.
  registerImports(http, database.db, { written: watchlist.kick });
  registerJobsAdmin(http, queue, database.db);
  if (options.jobs !== false) {
    app.addHook('onReady', async () => {
      await queue.start();
      await searchBackfill.queueIfNeeded();
    });
    app.addHook('onClose', () => queue.stop());
  }
  // Unknown API paths answer in the envelope rather than falling through to the pages.
  app.all(`${API_PREFIX}*`, { schema: { hide: true } }, async () => {
    throw notFound();
  });

  const pages = options.pages ?? (await builtPages(config.webBuildDir, config.production, config.pageWorkers));
  if (pages) await registerPages(app, pages, config.publicUrl);
  else if (options.pages === undefined) app.log.warn('no web build found: pages are off until `npm run build`');
  return app;
}
