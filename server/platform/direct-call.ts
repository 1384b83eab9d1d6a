import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import FindMyWay from 'find-my-way';
import type { z } from 'zod';
import type { CallDefinition } from '../../contracts/core/calls';
import { HEADER_REQUEST_ID } from '../../contracts/core/codes';
import type { ApiRequest, ApiResponse } from '../../contracts/core/transport';
import { requireAdmin, type SessionLookup, type SessionUser } from './auth';
import type { CallRequest, ReadReply } from './calls';
import { compressible } from './compression';
import { errorAnswer } from './envelope';
import { nulRefusal } from './input-check';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_TOKEN } from './internal-call';
import { cacheKey, hasSession, sharingHeaders, type CacheSlot, type ResponseCache } from './response-cache';
import { requestIdFor } from './security';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reads a page's loaders run without HTTP (direct-call.ts). */
    directCalls: DirectCalls;
  }
}

/** What the call registrar hands over for a call a page may run directly. */
export interface DirectCallParts {
  /** The schema of the 200 answer (the envelope around the definition's output), the one the route serializes with. */
  output: z.ZodType;
  /** The cache tags of a public read's entries; undefined for a call that is never cached. */
  cacheTags: string[] | undefined;
  /** The access check of the handler, the handler and the envelope: what the route's handler does once validation passed. */
  run: (input: ValidatedParts, user: SessionUser | null, request: CallRequest, reply: ReadReply) => Promise<unknown>;
}

interface ValidatedParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

type Check = (data: unknown) => { value?: unknown; error?: unknown };

interface DirectCall {
  definition: CallDefinition;
  /** Fastify's order: params, then body, then querystring; each part's validator is the route's (zod) one. */
  checks: (readonly [part: 'params' | 'body' | 'querystring', check: Check])[];
  serialize: (payload: unknown) => string;
  cacheTags: string[] | undefined;
  run: DirectCallParts['run'];
}

/** The request as a direct call's steps read and update it (what Fastify's request holds at the same step). */
interface DirectRequest extends CallRequest {
  method: 'GET' | 'POST';
  url: string;
  cookies: FastifyRequest['cookies'];
  params: unknown;
  query: unknown;
  body: unknown;
  log: FastifyRequest['log'];
}

/** Fastify's content type for an object it serialized. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A call a page may run without HTTP: one that reads (GET, or `reads: true`), answers JSON (no file), takes no
 * upload and has no per-address limit of its own. Anything else changes state, streams, or counts the caller, and
 * keeps the whole HTTP pipeline (decision 0033).
 */
export function runsDirectly(definition: CallDefinition): boolean {
  const reads = definition.method === 'GET' || definition.reads === true;
  return reads && definition.produces === undefined && definition.upload === undefined && definition.limit === undefined;
}

/**
 * The direct path of a page's API calls (decision 0033): a read runs through the same steps as over `app.inject`, in
 * the same order (the NUL check, the anonymous cache, the session, the administrators-only check, validation, the
 * handler, the envelope's serializer, the error handler's mapping, the cache's sharing headers and store), without
 * the simulated HTTP request around them. Which route a path reaches is decided by a router built from every route
 * the app registers, with Fastify's router and options, so a path answers the route it would over HTTP.
 */
export class DirectCalls {
  private readonly calls = new Map<string, DirectCall>();
  private readonly router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>;
  private readonly bodyLimit: number;
  private cache: ResponseCache | undefined;
  private sessionOf: SessionLookup | undefined;

  /** Made before any route is registered, so its router sees them all. */
  constructor(app: FastifyInstance) {
    // The options Fastify gives its own router (useSemicolonDelimiter is read by find-my-way, though not in its typings).
    const { caseSensitive, ignoreTrailingSlash, ignoreDuplicateSlashes, maxParamLength, allowUnsafeRegex, useSemicolonDelimiter } =
      app.initialConfig as typeof app.initialConfig & { useSemicolonDelimiter?: boolean };
    const options = { caseSensitive, ignoreTrailingSlash, ignoreDuplicateSlashes, maxParamLength, allowUnsafeRegex, useSemicolonDelimiter };
    this.router = FindMyWay(options);
    this.bodyLimit = app.initialConfig.bodyLimit ?? 1_048_576;
    // Loaders send GET and POST only: the other methods' routes cannot be reached from here.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat().filter((m): m is 'GET' | 'POST' => m === 'GET' || m === 'POST');
      for (const method of methods) this.router.on(method, route.url, () => undefined, `${method} ${route.url}`);
    });
    app.decorate('directCalls', this as DirectCalls);
  }

  /** The anonymous cache and the session lookup, once the app has made them. Until then every call goes over HTTP. */
  connect(parts: { cache: ResponseCache; sessionOf: SessionLookup }) {
    this.cache = parts.cache;
    this.sessionOf = parts.sessionOf;
  }

  /** Keeps what a direct run of this call needs, when it may run directly (see runsDirectly). */
  record(definition: CallDefinition, parts: DirectCallParts) {
    if (!runsDirectly(definition)) return;
    const route = { method: definition.method, url: definition.path };
    const checks = (['params', 'body', 'querystring'] as const).flatMap((part) => {
      const schema = definition[part === 'querystring' ? 'query' : part];
      return schema ? [[part, validatorCompiler({ schema, ...route, httpPart: part }) as Check] as const] : [];
    });
    this.calls.set(`${definition.method} ${definition.path}`, {
      definition,
      checks,
      serialize: serializerCompiler({ schema: parts.output, ...route, httpStatus: '200' }),
      cacheTags: parts.cacheTags,
      run: parts.run,
    });
  }

  /**
   * Answers a page's call directly, or undefined (before any step ran) when it must go over HTTP: a call that does
   * not run directly, a path no such call answers, extra headers, or a body Fastify's parser would refuse or look at
   * more closely (too large, a prototype key).
   */
  answer(call: ApiRequest, page: FastifyRequest, forwarded: Record<string, string>): Promise<ApiResponse> | undefined {
    if (!this.cache || !this.sessionOf || call.headers !== undefined) return undefined;
    if (call.method === 'GET' && call.body !== undefined) return undefined;
    const url = injectedUrl(call);
    let found: ReturnType<typeof this.router.find>;
    try {
      found = this.router.find(call.method, url);
    } catch {
      return undefined;
    }
    const direct = found && this.calls.get(found.store as string);
    if (!found || !direct) return undefined;
    const text = call.body === undefined ? undefined : JSON.stringify(call.body);
    if (call.body !== undefined && text === undefined) return undefined;
    if (text !== undefined && (Buffer.byteLength(text) > this.bodyLimit || /"(?:__proto__|constructor)"/.test(text))) return undefined;
    // The headers the HTTP call carries (pages.ts), as Fastify would show them to the handler.
    const headers: Record<string, string> = {
      ...forwarded,
      ...(text === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': page.ip,
      [HEADER_REQUEST_ID]: page.id,
      [INTERNAL_CALL_HEADER]: INTERNAL_CALL_TOKEN,
    };
    const request: DirectRequest = {
      id: requestIdFor({ headers }),
      method: call.method,
      url,
      headers,
      // The cookie header is the page's own, so its parsed cookies are too.
      cookies: page.cookies,
      params: found.params,
      query: found.searchParams,
      body: text === undefined ? undefined : JSON.parse(text),
      log: page.log,
    };
    return this.run(direct, request, this.cache, this.sessionOf);
  }

  private async run(call: DirectCall, request: DirectRequest, cache: ResponseCache, sessionOf: SessionLookup): Promise<ApiResponse> {
    const started = performance.now();
    const replyHeaders: Record<string, string | string[]> = {};
    const reply: ReadReply = {
      header(name, value) {
        const key = name.toLowerCase();
        const before = replyHeaders[key];
        // As Fastify does: set-cookie collects every value, any other header keeps the last.
        replyHeaders[key] = key === 'set-cookie' && before !== undefined ? [before, value].flat() : value;
        return reply;
      },
    };
    const signedIn = hasSession(request);
    let slot: CacheSlot | undefined;
    let status = 200;
    let payload: string;
    try {
      // preValidation, in Fastify's order: the NUL check; the anonymous cache for a visitor's public read, keyed on
      // the body as parsed (cacheKey); the session; an administrators-only call's 404 for anyone else.
      const refusal = nulRefusal({ params: request.params, querystring: request.query, body: request.body });
      if (refusal) throw refusal;
      if (call.cacheTags && !signedIn) {
        const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : '';
        const found = cache.open(cacheKey(request.method, request.url, body, request.headers), call.cacheTags);
        if ('entry' in found) {
          // No Accept-Encoding is passed on, so the stored bytes are sent as they are.
          const hit = cache.hit(found.entry, undefined);
          return this.done(request, started, { status: 200, headers: hit.headers, json: JSON.parse(hit.body.toString()) });
        }
        slot = found.slot;
      }
      const user = await sessionOf(request);
      if (call.definition.access === 'admin') requireAdmin({ user });
      // Validation, each part replaced by its parsed value as it passes.
      for (const [part, check] of call.checks) validatePart(request, part, check);
      const { params, query, body } = request;
      payload = call.serialize(await call.run({ params, query, body }, user, request, reply));
    } catch (err) {
      const failed = errorAnswer(err as FastifyError, request);
      status = failed.status;
      Object.assign(replyHeaders, failed.headers);
      payload = JSON.stringify(failed.body);
    }
    // onSend: the cache's sharing headers, compression (none: no Accept-Encoding), and a miss kept when it may be shared.
    Object.assign(replyHeaders, { 'content-type': JSON_TYPE }, sharingHeaders(signedIn, true, slot !== undefined));
    const raw = Buffer.from(payload);
    if (compressible(JSON_TYPE, raw.length)) replyHeaders.vary = 'accept-encoding';
    if (slot) {
      const answer = { status, getHeader: (name: string) => replyHeaders[name], raw, encoding: 'identity' as const, encoded: raw };
      if (cache.keep(slot, answer)) replyHeaders['x-cache'] = 'miss';
    }
    return this.done(request, started, { status, headers: replyHeaders, json: JSON.parse(payload) });
  }

  /** One log line per call, under the page's request id: the HTTP path logs the call's request and its completion. */
  private done(request: DirectRequest, started: number, response: ApiResponse): ApiResponse {
    const responseTime = performance.now() - started;
    request.log.info({ call: { method: request.method, url: request.url }, statusCode: response.status, responseTime }, 'direct API call');
    return response;
  }
}

/** Runs one part's validator as Fastify does (a missing part is null), replacing the part by its parsed value. */
function validatePart(request: DirectRequest, part: 'params' | 'body' | 'querystring', check: Check) {
  const key = part === 'querystring' ? 'query' : part;
  let result: ReturnType<Check>;
  try {
    result = check(request[key] === undefined ? null : request[key]);
  } catch (err) {
    // A validator that throws is a fault of ours, as in Fastify: a 500.
    throw Object.assign(err as Error, { statusCode: 500 });
  }
  if (result.error) {
    throw Object.assign(new Error(`${part} is invalid`), {
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      validation: result.error,
      validationContext: part,
    });
  }
  if ('value' in result) request[key] = result.value;
}

/** The URL `app.inject` would send for this call: the path resolved against a base, and the query appended in order. */
function injectedUrl(call: ApiRequest): string {
  const url = new URL(call.path, 'http://localhost');
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      url.searchParams.delete(name);
      for (const item of value) url.searchParams.append(name, String(item));
    } else {
      url.searchParams.set(name, String(value));
    }
  }
  return url.pathname + url.search;
}
