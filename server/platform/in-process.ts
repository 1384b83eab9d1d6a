import type { FastifyError, FastifyRequest } from 'fastify';
import { callKey, type CallDefinition } from '../../contracts/core/calls';
import type { ApiResponse, CallParts, QueryValue } from '../../contracts/core/transport';
import type { SessionLookup, SessionUser } from './auth';
import type { CallCache } from './call-cache';
import type { CallRun, RawInput } from './call-pipeline';
import { errorAnswer } from './envelope';
import { requestLanguage } from './language';
import { hasSession } from './response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The calls a page's loaders make without HTTP. */
    inProcessCalls: InProcessCalls;
  }
}

interface Recorded {
  definition: CallDefinition;
  run: CallRun;
  /** The cache tags of a public read; undefined for a call whose answer is never shared. */
  cacheTags: string[] | undefined;
}

/**
 * The calls a page's loader may make: reads that answer JSON, with no upload and no per-address limit of their own
 * (those count the caller, who is the browser: it makes them over HTTP).
 */
export function runsInProcess(definition: CallDefinition): boolean {
  const reads = definition.method === 'GET' || definition.reads === true;
  return reads && definition.produces === undefined && definition.upload === undefined && definition.limit === undefined;
}

/** A query as it arrives over HTTP: text, a key sent more than once as a list. */
function queryText(query: Record<string, QueryValue> | undefined): Record<string, string | string[]> {
  const text: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value)) text[name] = String(value);
    else if (value.length > 0) text[name] = value.length === 1 ? String(value[0]) : value.map(String);
  }
  return text;
}

/**
 * A page's loaders call the API in process (decision 0041): `api.call(definition, input)` finds the call by its
 * definition's key and runs the same pipeline as its HTTP route (call-pipeline.ts), with the page's visitor as the
 * caller. The answer is the pipeline's object: nothing is serialised or parsed on the way. A visitor's public reads
 * are kept in the call cache (call-cache.ts); any other call keeps its page out of the response cache.
 */
export class InProcessCalls {
  readonly #calls = new Map<string, Recorded>();
  readonly #users = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  #cache: CallCache | undefined;
  #sessionOf: SessionLookup | undefined;

  /** Keeps a registered call's pipeline, when a page may run it. */
  record(definition: CallDefinition, run: CallRun, cacheTags: string[] | undefined) {
    if (runsInProcess(definition)) this.#calls.set(callKey(definition), { definition, run, cacheTags });
  }

  /** The call cache and the session lookup, once the app has made them. */
  connect(parts: { cache: CallCache; sessionOf: SessionLookup }) {
    this.#cache = parts.cache;
    this.#sessionOf = parts.sessionOf;
  }

  /** Answers the call `key` names for the visitor of `page`, as the envelope and status HTTP would have answered. */
  async answer(key: string, input: CallParts, page: FastifyRequest): Promise<ApiResponse> {
    const started = performance.now();
    const call = this.#calls.get(key);
    if (!call || !this.#cache || !this.#sessionOf) {
      // A fault of the page, not of its visitor: logged as an error even when a loader catches it.
      const fault = new Error(`${key} is not a call a page's loader can make (only reads that answer JSON run in process)`);
      page.log.error({ err: fault }, 'a page called the API with a call it cannot make in process');
      throw fault;
    }
    const raw: RawInput = {
      params: input.params ?? {},
      query: queryText(input.query),
      body: call.definition.method === 'GET' ? undefined : (input.body ?? {}),
    };
    const shared = call.cacheTags !== undefined && !hasSession(page);
    if (!shared) page.pageUncacheable = true;
    // The page shows this call's data: an invalidation of the call's tags drops the page too.
    else if (page.cacheSlot) for (const tag of call.cacheTags!) if (!page.cacheSlot.tags.includes(tag)) page.cacheSlot.tags.push(tag);
    const found = shared ? this.#cache.open(cacheKeyOf(key, raw, page), call.cacheTags!) : undefined;
    // What each answer of the call repeats (a view counted) runs for this one, and at each hit of the page.
    const pageRepeats = (page.cacheRepeats ??= []);
    if (found && 'answer' in found) {
      for (const repeat of found.repeats) repeat();
      pageRepeats.push(...found.repeats);
      return done(page, key, started, { status: 200, headers: {}, json: found.answer });
    }
    try {
      if (found && 'flight' in found) {
        // Another page's miss is running the same call: its answer (or its error) is this one's too.
        const shared = await found.flight;
        for (const repeat of shared.repeats) repeat();
        pageRepeats.push(...shared.repeats);
        return done(page, key, started, { status: 200, headers: {}, json: shared.answer });
      }
      const repeats: (() => void)[] = [];
      const running = this.#userOf(page, this.#sessionOf).then((user) => call.run(raw, { user, request: page, repeats }));
      if (found)
        this.#cache.fly(
          found.slot,
          running.then((answer) => ({ answer, repeats })),
        );
      const answer = await running;
      pageRepeats.push(...repeats);
      if (found) this.#cache.keep(found.slot, answer, repeats);
      return done(page, key, started, { status: 200, headers: {}, json: answer });
    } catch (err) {
      const failed = errorAnswer(err as FastifyError, {
        params: raw.params,
        query: raw.query,
        body: raw.body,
        headers: page.headers,
        url: page.url,
        log: page.log,
      });
      return done(page, key, started, { status: failed.status, headers: failed.headers, json: failed.body });
    }
  }

  /** The page's visitor, looked up once however many calls its loaders make. */
  #userOf(page: FastifyRequest, sessionOf: SessionLookup): Promise<SessionUser | null> {
    let user = this.#users.get(page);
    if (!user) this.#users.set(page, (user = sessionOf(page)));
    return user;
  }
}

/** One debug line per call, under the page's request id. */
function done(page: FastifyRequest, key: string, started: number, response: ApiResponse): ApiResponse {
  page.log.debug({ call: key, statusCode: response.status, responseTime: performance.now() - started }, 'in-process API call');
  return response;
}

/** The call, its input as the pipeline receives it, and what changes an answer (as cacheKey's): its language too. */
function cacheKeyOf(key: string, raw: RawInput, page: FastifyRequest): string {
  const { lang, 'app-id': app, 'channel-code': channel } = page.headers;
  return `${key}\n${JSON.stringify([raw.params, raw.query, raw.body ?? null])}\n${lang ?? ''}|${app ?? ''}|${channel ?? ''}|${requestLanguage(page)}`;
}
