import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../../contracts/accounts/codes';
import { HEADER_REQUEST_ID, HEADER_SESSION_TOKEN } from '../../contracts/core/codes';
import { isCrossSite } from './cross-site';
import { languageRedirect } from './language';
import { nestsTooDeep } from './json-depth';
import { addressKey, type Count, type RequestCounts } from './request-counts';
import { cacheKey, type Entry, type HitAnswer, type ResponseCache } from './response-cache';
import { contentSecurityPolicy, requestIdFor, staticSecurityHeaders } from './security';

/** The largest POST body the front reads to find a hit; a larger one goes to Fastify unread. */
export const FRONT_MAX_BODY = 16 * 1024;
const MINUTE_MS = 60_000;

export interface CacheFrontOptions {
  cache: ResponseCache;
  /** The per-IP counts the rate-limit plugin keeps (request-counts.ts): a hit counts like any request. */
  counts: RequestCounts;
  perMinute: number;
  /** As Fastify's trustProxy: the client is the first address of X-Forwarded-For. */
  trustProxy: boolean;
  publicUrl: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Whether the request may carry a session: any session cookie (even empty or unknown), token or authorization. */
function maySignIn(req: IncomingMessage): boolean {
  const { cookie, authorization } = req.headers;
  if (authorization || req.headers[HEADER_SESSION_TOKEN]) return true;
  // The https name (`__Host-` + the name) contains the plain one, so one test covers both.
  return typeof cookie === 'string' && cookie.includes(`${SESSION_COOKIE}=`);
}

function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? '';
}

function isJson(contentType: string | undefined): boolean {
  return typeof contentType === 'string' && /^application\/json\s*(;|$)/i.test(contentType);
}

/**
 * Reads a request body of a stated length in paused mode and puts the bytes back (unshift) in the same tick, before
 * the stream can end: whoever reads the request next (Fastify) gets the whole body as if nobody had read it.
 * Calls back with undefined when the body did not arrive whole (the connection closed).
 */
function peekBody(req: IncomingMessage, length: number, done: (body: Buffer | undefined) => void) {
  const chunks: Buffer[] = [];
  let got = 0;
  const finish = (complete: boolean) => {
    req.removeListener('readable', onReadable);
    req.removeListener('end', onEnd);
    req.removeListener('error', onEnd);
    const body = Buffer.concat(chunks, got);
    if (complete && got > 0) req.unshift(body);
    done(complete && got === length ? body : undefined);
  };
  const onReadable = () => {
    let chunk: Buffer | null;
    while (got < length && (chunk = req.read() as Buffer | null) !== null) {
      chunks.push(chunk);
      got += chunk.length;
    }
    if (got >= length) finish(true);
  };
  const onEnd = () => finish(false);
  req.on('readable', onReadable);
  req.on('end', onEnd);
  req.on('error', onEnd);
}

/**
 * Answers visitors' cache hits before Fastify (decision 0032): a request without a session whose key is in the
 * anonymous cache gets the stored bytes and headers straight from the HTTP server, with no routing, hooks or reply
 * objects. Everything else, and every hit over the visitor's per-IP allowance, goes to Fastify untouched, which
 * also stores misses and answers them as before. Takes the place of the server's `request` listener.
 */
export function installCacheFront(server: Server, options: CacheFrontOptions) {
  const handlers = server.listeners('request') as Handler[];
  server.removeAllListeners('request');
  const publicOrigin = new URL(options.publicUrl).origin;
  const pass: Handler = (req, res) => {
    for (const handler of handlers) handler.call(server, req, res);
  };

  // What Fastify's hooks add to every answer: helmet's headers and a CSP. A page's hit carries the CSP with the nonce
  // its scripts were rendered with (hit() sets it); any other answer runs no script, so one policy made here serves.
  const everyAnswer = {
    ...staticSecurityHeaders(options.publicUrl.startsWith('https:')),
    'content-security-policy': contentSecurityPolicy(randomBytes(16).toString('base64')),
  };
  const limit = String(options.perMinute);
  // The headers every hit of one entry and encoding shares, as a flat name/value list made on its first hit.
  const shared = new WeakMap<HitAnswer, string[]>();
  const sharedHeaders = (hit: HitAnswer) => {
    let list = shared.get(hit);
    if (!list) {
      list = Object.entries({ ...everyAnswer, ...hit.headers }).flat();
      shared.set(hit, list);
    }
    return list;
  };
  const answer = (req: IncomingMessage, res: ServerResponse, entry: Entry, count: Count) => {
    const hit = options.cache.hit(entry, req.headers['accept-encoding']);
    res.writeHead(200, [
      ...sharedHeaders(hit),
      HEADER_REQUEST_ID,
      requestIdFor(req),
      // The allowance left, as the rate-limit plugin tells it on every answer Fastify sends.
      'x-ratelimit-limit',
      limit,
      'x-ratelimit-remaining',
      String(Math.max(0, options.perMinute - count.current)),
      'x-ratelimit-reset',
      String(Math.ceil(count.ttl / 1000)),
      'content-length',
      String(hit.body.length),
    ]);
    res.end(hit.body);
  };

  const serve = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const key = cacheKey(req.method as string, req.url ?? '/', body, req.headers);
    const found = options.cache.find(key);
    if (!found) return pass(req, res);
    // Over the allowance, Fastify answers (429 in the envelope, with its headers).
    const decide = (count: Count, entry: Entry | undefined) => {
      if (entry && count.current <= options.perMinute) answer(req, res, entry, count);
      else pass(req, res);
    };
    let counted: Count | Promise<Count>;
    try {
      counted = options.counts.incr(addressKey(clientAddress(req, options.trustProxy)), MINUTE_MS);
    } catch {
      return pass(req, res);
    }
    // A count from Redis comes back later: the entry is looked up again, as an invalidation may have dropped it.
    if (counted instanceof Promise)
      counted.then(
        (count) => decide(count, options.cache.find(key)),
        () => pass(req, res),
      );
    else decide(counted, found);
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if ((req.method !== 'GET' && req.method !== 'POST') || maySignIn(req)) return pass(req, res);
    // A reader who wants the Chinese copy of this English page is sent there by the page route (language.ts).
    if (languageRedirect(req.method, req.url ?? '/', req.headers)) return pass(req, res);
    if (req.method === 'GET') return serve(req, res, '');
    const length = Number(req.headers['content-length']);
    if (
      !Number.isInteger(length) ||
      length <= 0 ||
      length > FRONT_MAX_BODY ||
      req.headers['transfer-encoding'] !== undefined ||
      !isJson(req.headers['content-type']) ||
      // Fastify refuses a cross-site POST to the API (cross-site.ts); the front leaves that answer to it.
      isCrossSite(req.headers, publicOrigin)
    ) {
      return pass(req, res);
    }
    peekBody(req, length, (raw) => {
      if (!raw) return pass(req, res);
      let text = raw.toString('utf8');
      // Nested too deeply to walk (JSON.stringify recurses): Fastify answers the 400.
      if (nestsTooDeep(text)) return pass(req, res);
      try {
        text = JSON.stringify(JSON.parse(text) ?? null);
      } catch {
        // Not JSON: Fastify answers the 400.
        return pass(req, res);
      }
      serve(req, res, text);
    });
  });
}
