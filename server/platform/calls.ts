import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { CallDefinition, CallOutput, ParsedInput } from '../../contracts/core/calls';
import { HEADER_SESSION_TOKEN } from '../../contracts/core/codes';
import { envelope } from '../../contracts/core/envelope';
import { requireAdmin, requireUser, type SessionUser } from './auth';
import { ok } from './envelope';
import { readUpload } from './multipart';
import type { LimitStore } from './limits';
import { perMinuteLimit } from './rate-limit';
import type { DirectCalls } from './direct-call';
import { ALL, type ResponseCache } from './response-cache';
import { skipBodyValidation, uploadSchemaParts } from './upload-schema';

/** The session a handler sees: always a user for calls that need one. */
type UserOf<D extends CallDefinition> = D['access'] extends 'anyone' ? SessionUser | null : SessionUser;

/** GETs and the POSTs that say `reads: true`: every other call writes. */
type IsRead<D extends CallDefinition> = D extends { method: 'GET' } ? true : D extends { reads: true } ? true : false;

/** What a read's handler sees of its request: a page runs reads without HTTP (direct-call.ts), where only these exist. */
export type CallRequest = Pick<FastifyRequest, 'id' | 'headers'>;
/** What a read's handler may do to its answer besides returning the data: set a header. */
export interface ReadReply {
  header(name: string, value: string): unknown;
}

export interface CallContext<D extends CallDefinition> {
  user: UserOf<D>;
  /**
   * The HTTP edge: only routes touch these (cookies, headers, files); services never see them. A read gets the part
   * a page's direct call (direct-call.ts) has too; a file answer is sent on the reply itself.
   */
  request: IsRead<D> extends true ? CallRequest : FastifyRequest;
  reply: D['produces'] extends string ? FastifyReply : IsRead<D> extends true ? ReadReply : FastifyReply;
}

/** Answers the call's data; the registrar wraps it in the envelope. File calls send their own answer on the reply. */
export type CallHandler<D extends CallDefinition> = (
  input: ParsedInput<D>,
  context: CallContext<D>,
) => Promise<D['produces'] extends string ? unknown : CallOutput<D>>;

export interface CallRegistrar {
  handle<D extends CallDefinition>(definition: D, handler: CallHandler<D>): void;
  /** Where abuse counters live (database or Redis), for the WindowCounters of any area that registers calls. */
  readonly limits: LimitStore;
}

const ACCESS_NOTE: Record<CallDefinition['access'], string> = {
  anyone: '',
  user: `Needs a session: the session cookie, or the \`${HEADER_SESSION_TOKEN}\` header. Without a live one: 401 'invalid token'.`,
  admin: 'Administrators only: anyone else gets 404, as if the call did not exist.',
};

/** The one way an area's routes are registered: from their definitions in contracts/. */
export function callRegistrar(
  app: FastifyInstance,
  limits: { authPerMinute: number; store: LimitStore },
  cache?: Pick<ResponseCache, 'invalidate'>,
  direct?: DirectCalls,
): CallRegistrar {
  return {
    limits: limits.store,
    handle(definition, handler) {
      const fileAnswer = definition.produces !== undefined;
      // One instance, so the route and a page's direct call (direct-call.ts) serialize through the same schema.
      const output = fileAnswer ? definition.output : envelope(definition.output);
      const schema = {
        tags: [definition.tag],
        summary: definition.summary,
        ...(ACCESS_NOTE[definition.access] ? { description: ACCESS_NOTE[definition.access] } : {}),
        ...(definition.params ? { params: definition.params } : {}),
        ...(definition.query ? { querystring: definition.query } : {}),
        ...(definition.body ? { body: definition.body } : {}),
        ...(definition.upload ? uploadSchemaParts(definition.upload) : {}),
        // A file answer is streamed past the serializer; its schema only documents it.
        response: { 200: output },
      };
      if (definition.upload && definition.body) throw new Error(`${definition.path}: an upload call has no JSON body`);
      const perMinute = definition.limit === 'auth' ? limits.authPerMinute : definition.limit;
      const reads = definition.method === 'GET' || definition.reads === true;
      // Public reads are cached for visitors; every other call that is not a read invalidates on success.
      const cacheable = reads && definition.access === 'anyone' && !fileAnswer && !definition.noCache;
      const invalidates = reads ? [] : (definition.invalidates ?? [ALL]);
      const options: RouteShorthandOptions = {
        schema,
        config: {
          ...(perMinute !== undefined ? perMinuteLimit(perMinute) : {}),
          ...(cacheable ? { cache: { tags: [definition.tag] } } : {}),
        },
        // The upload's form is described in the schema for the OpenAPI document; readUpload checks it.
        ...(definition.upload ? { validatorCompiler: skipBodyValidation } : {}),
        // An administrators-only call is refused before its input is validated: to anyone else, malformed input
        // or not, it is the 404 of a call that does not exist, never a 400 that gives it away.
        ...(definition.access === 'admin' ? { preValidation: async (request: FastifyRequest) => void requireAdmin(request) } : {}),
      };
      const guard = definition.access === 'admin' ? requireAdmin : definition.access === 'user' ? requireUser : () => undefined;
      /** After the access check and validation: the handler, the invalidation a write makes, the envelope. */
      const answer = async (input: unknown, context: { user: SessionUser | null; request: CallRequest; reply: ReadReply }) => {
        const data = await handler(input as ParsedInput<typeof definition>, context as CallContext<typeof definition>);
        // Before the answer leaves: the writer's next read already sees its change, here and in other processes.
        if (invalidates.length && cache) await cache.invalidate(invalidates);
        if (fileAnswer) return data;
        return ok(data, definition.successMessage);
      };
      app.route({
        method: definition.method,
        url: definition.path,
        ...options,
        handler: async (request, reply) => {
          const user = guard(request) ?? request.user;
          // Fastify validated (and coerced) each part against the definition's schemas before this runs.
          const parts = { params: request.params, query: request.query, body: request.body };
          // An upload's file is read only now, after the access check: a refused caller's body is never parsed.
          const received = definition.upload ? await readUpload(request, definition.upload) : undefined;
          return answer(received ? { ...parts, file: received } : parts, { user, request, reply });
        },
      });
      direct?.record(definition, {
        output,
        cacheTags: cacheable ? [definition.tag] : undefined,
        run: (parts, user, request, reply) => answer(parts, { user: guard({ user }) ?? user, request, reply }),
      });
    },
  };
}
