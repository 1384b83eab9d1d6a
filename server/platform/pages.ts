import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ApiTransport, PageContext } from '../../contracts/transport';

/** Calls the API in-process (no socket), passing on the visitor's cookies and language. */
export function inProcessTransport(app: FastifyInstance, request: FastifyRequest): ApiTransport {
  const forwarded: Record<string, string> = {};
  for (const name of ['cookie', 'lang', 'app-id', 'channel-code', 'x-session-token', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  return async ({ method, path, query, body, headers }) => {
    const res = await app.inject({
      method,
      url: path,
      query: query
        ? Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])))
        : undefined,
      payload: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        ...forwarded,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-forwarded-for': request.ip,
        ...headers,
      },
    });
    let json: unknown = null;
    try {
      json = res.json();
    } catch {
      json = null;
    }
    return { status: res.statusCode, headers: res.headers, json };
  };
}

function toFetchRequest(request: FastifyRequest, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal };
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined) {
    init.body = Buffer.isBuffer(request.body) ? request.body : JSON.stringify(request.body);
  }
  return new Request(new URL(request.url, origin), init);
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  // Pages are rendered whole before they are sent (see web/entry.server.tsx), so the body is sent as one buffer.
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/**
 * Serves the built client assets (fingerprinted files cached for a year) and answers every
 * other non-API path with the server-rendered React Router app.
 */
export async function registerPages(app: FastifyInstance, options: { buildDir: string; production: boolean; publicUrl: string }) {
  const serverEntry = join(options.buildDir, 'server', 'index.js');
  const clientDir = join(options.buildDir, 'client');
  if (!existsSync(serverEntry)) {
    app.log.warn({ serverEntry }, 'web build not found: pages are off until `npm run build`');
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      const fingerprinted = path.includes(`${join(clientDir, 'assets')}`);
      res.setHeader('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const handle = createRequestHandler(build, options.production ? 'production' : 'development');
  const pageHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const context: PageContext = {
      nonce: request.cspNonce,
      api: inProcessTransport(app, request),
      requestId: request.id,
    };
    const response = await handle(toFetchRequest(request, options.publicUrl, controller.signal), context);
    return sendFetchResponse(reply, response);
  };
  app.route({ method: ['GET', 'POST'], url: '/*', schema: { hide: true }, handler: pageHandler });
  app.route({ method: ['GET', 'POST'], url: '/', schema: { hide: true }, handler: pageHandler });
}
