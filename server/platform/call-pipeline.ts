import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallDefinition, ReceivedFile } from '../../contracts/core/calls';
import { MSG, REQUEST_MSG } from '../../contracts/core/codes';
import { envelope, type FieldError } from '../../contracts/core/envelope';
import type { Language } from '../../contracts/core/languages';
import { localText } from '../../contracts/core/messages';
import { requireAdmin, requireUser, type SessionUser } from './auth';
import { badRequest, describeFieldErrors, ok } from './envelope';
import { nulRefusal } from './input-check';
import { requestLanguage } from './language';

/*
 * The steps every call runs, whichever way it arrives (decision 0041): over HTTP from a browser or client
 * (calls.ts registers the route), or in process from a page's loader (in-process.ts). A rule added here applies to both.
 */

/** A call's input as it arrived, before any check: the parts of the request, and the upload's file read on demand. */
export interface RawInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** Reads an upload's file: only after the access check, so a refused caller's body is never parsed. */
  file?: () => Promise<ReceivedFile>;
}

/** What a handler sees of its request: a page's loader runs reads with the page's own request (whose URL gives its language). */
export type CallRequest = Pick<FastifyRequest, 'id' | 'headers' | 'url'>;

/** Who calls, and the HTTP edge when there is one (a write's cookies, a file answer's reply). */
export interface Caller {
  user: SessionUser | null;
  request: CallRequest | FastifyRequest;
  reply?: FastifyReply;
  /**
   * Where a call that counts each answer (a view, decision 0066) leaves what a cached copy of this answer must do
   * again when it is served: the response and call caches keep it with the entry.
   */
  repeats?: (() => void)[];
}

/** The steps after the transport: from raw input and caller to the answer (the envelope, or a file call's own answer). */
export type CallRun = (raw: RawInput, caller: Caller) => Promise<unknown>;

/** The checked parts, in the order they are checked: the first failing part is the one reported. */
const PARTS = [
  ['params', 'params'],
  ['body', 'body'],
  ['query', 'querystring'],
] as const;

/** The value the caller sent at a path inside one part. */
function sentAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined), value);
}

/**
 * Field errors named as the client sent them; a field the client left out 'is required', unless a rule between fields
 * (a custom issue: a price needs its currency) says what it needs in its own words.
 */
function fieldErrors(issues: readonly z.core.$ZodIssue[], part: string, sent: unknown): FieldError[] {
  return issues.map((issue) => {
    const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const missing = issue.code !== 'custom' && path.length > 0 && sentAt(sent, path) === undefined;
    return {
      field: path.length ? path.join('.') : part,
      message: missing ? REQUEST_MSG.required : issue.message || REQUEST_MSG.invalidValue,
    };
  });
}

/**
 * zod's own words for a refusal no schema names (a wrong type, a number out of range) in each language; a schema's own
 * message wins over these and is answered in the request's language at the edge (envelope.ts).
 */
const ZOD_WORDS: Record<Language, z.core.$ZodErrorMap | undefined> = { en: undefined, zh: z.locales.zhCN().localeError };

/** Each part through its schema (a missing part is null); the 400 with field errors for the first part that fails. */
export function parseInput(definition: CallDefinition, raw: RawInput, language: Language = 'en'): Record<string, unknown> {
  const parsed: Record<string, unknown> = { params: raw.params, query: raw.query, body: raw.body };
  const words = ZOD_WORDS[language];
  for (const [key, part] of PARTS) {
    const schema = definition[key];
    if (!schema) continue;
    const sent = raw[key] === undefined ? null : raw[key];
    const result = words ? schema.safeParse(sent, { error: words }) : schema.safeParse(sent);
    if (!result.success) {
      const errors = fieldErrors(result.error.issues, part, sent);
      throw badRequest(describeFieldErrors(errors), errors);
    }
    parsed[key] = result.data;
  }
  return parsed;
}

/** The access check of a definition: administrators-only calls answer anyone else 404, user calls a visitor 401. */
function guardOf(definition: CallDefinition): (user: SessionUser | null) => SessionUser | null {
  if (definition.access === 'admin') return (user) => requireAdmin({ user });
  if (definition.access === 'user') return (user) => requireUser({ user });
  return (user) => user;
}

export type Handler = (input: Record<string, unknown>, context: Caller) => Promise<unknown>;

/**
 * The one pipeline of a call: access (before anything about the input is said), the NUL check, the input parsed by
 * the definition's schemas, the handler, the invalidation a write makes, and the answer checked against the
 * definition's output schema inside the envelope. The answer is an object; HTTP writes it as JSON, a loader reads it.
 */
export function pipelineOf(definition: CallDefinition, handler: Handler, invalidate: (() => Promise<void>) | undefined): CallRun {
  const guard = guardOf(definition);
  const output = definition.produces === undefined ? envelope(definition.output) : undefined;
  return async (raw, caller) => {
    const user = guard(caller.user);
    const refusal = nulRefusal({ params: raw.params, querystring: raw.query, body: raw.body });
    if (refusal) throw refusal;
    const language = requestLanguage(caller.request);
    const input = parseInput(definition, raw, language);
    if (raw.file) input.file = await raw.file();
    const data = await handler(input, { ...caller, user });
    // Before the answer leaves: the writer's next read already sees its change, here and in other processes.
    await invalidate?.();
    if (!output) return data;
    const answer = output.safeParse(ok(data, localText(language, definition.successMessage ?? MSG.success)));
    if (!answer.success)
      throw new Error(`${definition.method} ${definition.path} answered data its output schema refuses: ${answer.error.message}`);
    return answer.data;
  };
}
