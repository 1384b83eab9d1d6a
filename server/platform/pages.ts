import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { PageContext } from '../../contracts/core/transport';
import { callKey } from '../../contracts/core/calls';
import { refusedPageInput } from './input-check';
import { localText } from '../../contracts/core/messages';
import { languageRedirect, requestLanguage } from './language';
import { handlerPerLanguage } from './page-languages';
import { negotiate } from './compression';
import { type PageCalls, type PageJob, type RenderedPage, renderedOf, requestOf } from './page-protocol';
import { PageWorkers } from './page-workers';
import { useProductionReactRouter } from './production-modules';

/** A page's API: its loaders' calls answered in process for its visitor (in-process.ts). */
function pageCalls(app: FastifyInstance, request: FastifyRequest): PageCalls {
  return (call) => app.inProcessCalls.answer(call.key, call.input, request);
}

/** The page request as data, for React Router on this thread or a page worker's. */
function pageJob(request: FastifyRequest, origin: string, context: PageJob['context']): PageJob {
  const headers: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.push([name, v]);
  }
  const page: PageJob = { url: new URL(request.url, origin).href, method: request.method, headers, context };
  const encoding = negotiate(request.headers['accept-encoding']);
  if (encoding !== 'identity') page.encoding = encoding;
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined) {
    page.body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : JSON.stringify(request.body);
  }
  return page;
}

/** The request with its query and body dropped: what a page renders when its input was refused. */
function withoutInput(request: FastifyRequest, origin: string, context: PageJob['context']): PageJob {
  const url = new URL(request.url, origin);
  url.search = '';
  const headers: Array<[string, string]> = [];
  for (const name of ['cookie', 'accept', 'accept-language', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.push([name, value]);
  }
  return { url: url.href, method: 'GET', headers, context };
}

function sendRendered(request: FastifyRequest, reply: FastifyReply, job: PageJob, page: RenderedPage, noStore: boolean) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (noStore) reply.header('cache-control', 'no-store');
  if (page.setCookies.length) reply.header('set-cookie', page.setCookies);
  // Pages are rendered whole before they are sent (see web/entry.server.tsx), so the body is sent as one buffer.
  const body = page.body ? Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength) : undefined;
  // Compressed by its worker already: the cache's onSend step sends these bytes instead of compressing again.
  if (body && page.encoded && job.encoding)
    request.encodedPayload = { of: body, encoding: job.encoding, body: Buffer.from(page.encoded.buffer) };
  return reply.send(body);
}

/** The account area and the admin shell, their client-navigation data requests (`/admin/users.data`) included. */
const PRIVATE_PAGES = /^(?:\/zh)?\/(account|admin)(?:[/.?]|$)/;

/** Where the pages come from: the production build on disk, or Vite's dev server. */
export interface PagesSource {
  /** The React Router server build; called per request so the dev server can hand out fresh code. */
  getBuild: () => Promise<ServerBuild>;
  /** The build never changes (production): the request handler is made once, not per request. */
  fixed?: boolean;
  /** The built server entry and how many worker threads render its pages (page-workers.ts); none: the main thread does. */
  workers?: { serverEntry: string; count: number };
  /** Built client assets to serve; absent in dev, where Vite serves them. */
  clientDir?: string;
  mode: 'production' | 'development';
}

/** The production build under buildDir, or undefined when the portal has not been built. */
export async function builtPages(buildDir: string, production: boolean, workers = 0): Promise<PagesSource | undefined> {
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) return undefined;
  if (production) useProductionReactRouter();
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return {
    getBuild: async () => build,
    fixed: true,
    clientDir: join(buildDir, 'client'),
    mode: production ? 'production' : 'development',
    ...(workers > 0 ? { workers: { serverEntry, count: workers } } : {}),
  };
}

/**
 * The page worker's script: an entry of its own in the server bundle (scripts/build-server.mjs), beside main.js. The
 * sources (tsx, vitest) have none, and render on the main thread.
 */
function pageWorkerScript(): URL | undefined {
  const bundled = new URL('./platform/page-worker.js', import.meta.url);
  return import.meta.url.endsWith('.ts') || !existsSync(bundled) ? undefined : bundled;
}

type PageRenderer = (page: PageJob, calls: PageCalls, signal: AbortSignal) => Promise<RenderedPage>;

/** Renders on page workers when the source asks for them and the bundle has their script, else on this thread. */
async function pageRenderer(app: FastifyInstance, source: PagesSource): Promise<PageRenderer> {
  const script = source.workers && pageWorkerScript();
  if (source.workers && script) {
    const data = { serverEntry: source.workers.serverEntry, mode: source.mode };
    const pool = await PageWorkers.start(script, data, source.workers.count, app.log);
    app.addHook('onClose', () => pool.close());
    return (page, calls, signal) => pool.render(page, calls, signal);
  }
  // Imported here, after builtPages() chose React Router's build (production-modules.ts).
  const { createRequestHandler } = await import('react-router');
  const fixedHandler = source.fixed ? handlerPerLanguage(createRequestHandler, await source.getBuild(), source.mode) : undefined;
  return async (page, calls, signal) => {
    const handle = (fixedHandler ?? handlerPerLanguage(createRequestHandler, await source.getBuild(), source.mode))(page.url);
    const api: PageContext['api'] = ({ definition, input }) => calls({ key: callKey(definition), input });
    return renderedOf(await handle(requestOf(page, signal), { ...page.context, api }));
  };
}

/**
 * Serves the client assets (fingerprinted files cached for a year) and answers every other
 * non-API path with the server-rendered React Router app.
 */
export async function registerPages(app: FastifyInstance, source: PagesSource, publicUrl: string) {
  const { clientDir } = source;
  if (clientDir) {
    const assetsDir = join(clientDir, 'assets');
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; they are sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        // Fingerprinted build output is cached for a year; other public files (logo) for an hour.
        res.setHeader('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const render = await pageRenderer(app, source);
  const pageHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const refused = refusedPageInput(request);
    const context: PageJob['context'] = {
      nonce: request.cspNonce,
      requestId: request.id,
      // In the page's language, like every message the server words.
      ...(refused ? { problem: { status: 400, message: localText(requestLanguage(request), refused) } } : {}),
    };
    // Refused input never reaches a loader or action: the page is rendered as a plain GET of its path,
    // where the root loader turns the problem into the error page.
    const page = refused ? withoutInput(request, publicUrl, context) : pageJob(request, publicUrl, context);
    const rendered = await render(page, pageCalls(app, request), controller.signal);
    // Pages for one signed-in person, and every error page (so a refused /admin looks like any missing page), are never stored.
    return sendRendered(request, reply, page, rendered, PRIVATE_PAGES.test(request.url) || rendered.status >= 400);
  };
  // `page` tells the input check (input-check.ts) to let the error page answer rather than the envelope.
  // `cache`: visitors' GETs of public pages are served from the anonymous cache (response-cache.ts).
  const config = { page: true, cache: { tags: [], except: PRIVATE_PAGES } };
  // Before the anonymous cache looks (preValidation): a reader who wants Chinese never gets the English copy.
  const toLanguage = async (request: FastifyRequest, reply: FastifyReply) => {
    const elsewhere = languageRedirect(request.method, request.url, request.headers);
    if (elsewhere) return reply.header('cache-control', 'no-store').header('vary', 'cookie, accept-language').redirect(elsewhere, 302);
  };
  for (const url of ['/*', '/'])
    app.route({ method: ['GET', 'POST'], url, schema: { hide: true }, config, onRequest: toLanguage, handler: pageHandler });
}
