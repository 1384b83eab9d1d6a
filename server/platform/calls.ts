import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, RouteShorthandOptions } from 'fastify';
import type { CallDefinition, CallOutput, ParsedInput } from '../../contracts/core/calls';
import { HEADER_SESSION_TOKEN } from '../../contracts/core/codes';
import { envelope } from '../../contracts/core/envelope';
import type { SessionUser } from './auth';
import { type CallRequest, pipelineOf } from './call-pipeline';
import type { InProcessCalls } from './in-process';
import type { LimitStore } from './limits';
import type { ViewCounts } from './view-counts';
import { readUpload } from './multipart';
import { perMinuteLimit } from './rate-limit';
import { ALL, type ResponseCache } from './response-cache';
import { uploadSchemaParts } from './upload-schema';

export type { CallRequest } from './call-pipeline';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes of call definitions: their pipeline (call-pipeline.ts) checks the input, not a hook. */
    call?: boolean;
  }
}

/** The session a handler sees: always a user for calls that need one. */
type UserOf<D extends CallDefinition> = D['access'] extends 'anyone' ? SessionUser | null : SessionUser;

/** GETs and the POSTs that say `reads: true`: every other call writes. */
type IsRead<D extends CallDefinition> = D extends { method: 'GET' } ? true : D extends { reads: true } ? true : false;

export interface CallContext<D extends CallDefinition> {
  user: UserOf<D>;
  /**
   * The HTTP edge: only routes touch these (cookies, headers, files); services never see them. A read may run in a
   * page's loader (in-process.ts), where it gets the page's request and no reply; a file answer is sent on the reply.
   */
  request: IsRead<D> extends true ? CallRequest : FastifyRequest;
  reply: D['produces'] extends string ? FastifyReply : IsRead<D> extends true ? undefined : FastifyReply;
}

/** Answers the call's data; the registrar wraps it in the envelope. File calls send their own answer on the reply. */
export type CallHandler<D extends CallDefinition> = (
  input: ParsedInput<D>,
  context: CallContext<D>,
) => Promise<D['produces'] extends string ? unknown : CallOutput<D>>;

/**
 * What every answer of a read does, a cached one included (it counts a view of what it shows): given the answer's
 * data, the step to run now and again at each cache hit; undefined when this answer counts nothing.
 */
export type EveryAnswer<D extends CallDefinition> = (data: CallOutput<D>) => (() => void) | undefined;

export interface CallRegistrar {
  handle<D extends CallDefinition>(definition: D, handler: CallHandler<D>, everyAnswer?: EveryAnswer<D>): void;
  /** Where abuse counters live (database or Redis), for the WindowCounters of any area that registers calls. */
  readonly limits: LimitStore;
  /** The views counted apart from the answers that show them (view-counts.ts). */
  readonly views: ViewCounts;
}

const ACCESS_NOTE: Record<CallDefinition['access'], string> = {
  anyone: '',
  user: `Needs a session: the session cookie, or the \`${HEADER_SESSION_TOKEN}\` header. Without a live one: 401 'invalid token'.`,
  admin: 'Administrators only: anyone else gets 404, as if the call did not exist.',
};

/** The route's schemas document the call (OpenAPI); the call's pipeline checks its input, so Fastify does not. */
const checkedByThePipeline: FastifySchemaCompiler<unknown> = () => (value) => ({ value });
/** The pipeline's answer has passed the output schema already: HTTP only writes it. */
const written = () => (data: unknown) => JSON.stringify(data);

/** The one way an area's calls are registered: from their definitions in contracts/, for HTTP and for pages alike. */
export function callRegistrar(
  app: FastifyInstance,
  limits: { authPerMinute: number; store: LimitStore },
  cache: Pick<ResponseCache, 'invalidate'>,
  inProcess: InProcessCalls,
  views: ViewCounts,
): CallRegistrar {
  return {
    limits: limits.store,
    views,
    handle(definition, handler, everyAnswer) {
      if (definition.upload && definition.body) throw new Error(`${definition.path}: an upload call has no JSON body`);
      const fileAnswer = definition.produces !== undefined;
      const reads = definition.method === 'GET' || definition.reads === true;
      // Public reads are cached for visitors; every other call that is not a read invalidates on success.
      const cacheable = reads && definition.access === 'anyone' && !fileAnswer && !definition.noCache;
      const invalidates = reads ? [] : (definition.invalidates ?? [ALL]);
      const run = pipelineOf(
        definition,
        // The pipeline parsed the input by this definition's schemas and checked the caller by its access.
        async (input, caller) => {
          const data = await handler(input as ParsedInput<typeof definition>, caller as CallContext<typeof definition>);
          const again = everyAnswer?.(data as CallOutput<typeof definition>);
          if (again) {
            again();
            caller.repeats?.push(again);
          }
          return data;
        },
        invalidates.length ? () => cache.invalidate(invalidates) : undefined,
      );
      const perMinute = definition.limit === 'auth' ? limits.authPerMinute : definition.limit;
      const options: RouteShorthandOptions = {
        schema: {
          tags: [definition.tag],
          summary: definition.summary,
          ...(ACCESS_NOTE[definition.access] ? { description: ACCESS_NOTE[definition.access] } : {}),
          ...(definition.params ? { params: definition.params } : {}),
          ...(definition.query ? { querystring: definition.query } : {}),
          ...(definition.body ? { body: definition.body } : {}),
          ...(definition.upload ? uploadSchemaParts(definition.upload) : {}),
          // A file answer is streamed past the serializer; its schema only documents it.
          response: { 200: fileAnswer ? definition.output : envelope(definition.output) },
        },
        validatorCompiler: checkedByThePipeline,
        serializerCompiler: written,
        config: {
          call: true,
          ...(perMinute !== undefined ? perMinuteLimit(perMinute) : {}),
          ...(cacheable ? { cache: { tags: [definition.tag] } } : {}),
        },
      };
      const { upload } = definition;
      app.route({
        method: definition.method,
        url: definition.path,
        ...options,
        handler: (request, reply) =>
          run(
            {
              params: request.params,
              query: request.query,
              body: request.body,
              ...(upload ? { file: () => readUpload(request, upload) } : {}),
            },
            { user: request.user, request, reply, repeats: (request.cacheRepeats = []) },
          ),
      });
      inProcess.record(definition, run, cacheable ? [definition.tag] : undefined);
    },
  };
}
