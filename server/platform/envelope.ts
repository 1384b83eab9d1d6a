import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG, REQUEST_MSG, RSP_OK, specMessages } from '../../contracts/core/codes';
import type { Envelope, FieldError } from '../../contracts/core/envelope';
import type { Language } from '../../contracts/core/languages';
import { fill, localText } from '../../contracts/core/messages';
import { requestLanguage } from './language';

/** A failure a service means to report: it leaves as the envelope with this HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

/** A 429 that says when to try again: the error handler sends the wait as a retry-after header. */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export const badRequest = (message: string, fieldErrors: FieldError[] = []) => new AppError(400, message, fieldErrors);
export const unauthorized = () => new AppError(401, MSG.invalidToken);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

export function ok<T>(data: T, msg: string = MSG.success): Envelope<T> {
  return { rspCode: RSP_OK, msg, data };
}

export function failure(status: number, msg: string, fieldErrors: FieldError[] = []) {
  return { rspCode: String(status), msg, data: fieldErrors.length ? { errors: fieldErrors } : null };
}

type ZodIssueLike = { keyword?: string; instancePath?: string; message?: string };

/** The request parts the error mapping reads: what was sent (to name a missing field), its language, and where to log. */
export type FailedRequest = Pick<FastifyRequest, 'body' | 'query' | 'params' | 'headers' | 'url' | 'log'>;

/** The value the client sent at a path of the validated part of the request (body, querystring, params). */
function sentValue(request: FailedRequest, context: string, path: string[]): unknown {
  const part = { body: request.body, querystring: request.query, params: request.params, headers: request.headers }[context];
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    part,
  );
}

/** Field errors from the type provider's validation error, named as the client sent them; absent fields say 'is required'. */
function zodFieldErrors(error: FastifyError, request: FailedRequest): FieldError[] {
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  return ((error.validation ?? []) as ZodIssueLike[]).map((issue) => {
    const path = issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = path.length ? path.join('.') : context;
    const missing = path.length > 0 && sentValue(request, context, path) === undefined;
    return { field, message: missing ? REQUEST_MSG.required : (issue.message ?? REQUEST_MSG.invalidValue) };
  });
}

/** The message of a 400 that names its first field error, in a language (English unless told). */
export function describeFieldErrors(errors: FieldError[], language: Language = 'en'): string {
  const texts = specMessages.texts[language].request;
  const [first] = errors;
  if (!first) return texts.invalidRequest;
  const values = { field: first.field, message: first.message, more: errors.length - 1 };
  return fill(errors.length > 1 ? texts.invalidFields : texts.invalidField, values);
}

/** A 400 naming the field, worded as validation words its errors ('Invalid field: message'). */
export const fieldRefusal = (field: string, message: string) => badRequest(describeFieldErrors([{ field, message }]), [{ field, message }]);

/** Fastify's own client errors that reach the handler, mapped to a status and a plain message. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, REQUEST_MSG.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, REQUEST_MSG.emptyJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, REQUEST_MSG.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, REQUEST_MSG.unsupportedType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, REQUEST_MSG.invalidLength],
};

/** Field errors with their messages in a language. */
const localFieldErrors = (language: Language, errors: FieldError[]): FieldError[] =>
  errors.map((e) => ({ field: e.field, message: localText(language, e.message) }));

/**
 * A refusal's message and field errors in the request's language. A message that names its first field error is
 * written again from the translated errors; any other is the catalogue's twin of its text (contracts/core/messages.ts).
 */
function localFailure(language: Language, status: number, message: string, fieldErrors: FieldError[] = []) {
  const fields = localFieldErrors(language, fieldErrors);
  const named = fieldErrors.length > 0 && message === describeFieldErrors(fieldErrors);
  return failure(status, named ? describeFieldErrors(fields, language) : localText(language, message), fields);
}

/** What an error answers: its status, the envelope, and any header it needs (a 429's retry-after). */
export interface ErrorAnswer {
  status: number;
  body: ReturnType<typeof failure>;
  headers: Record<string, string>;
}

/**
 * Maps any thrown error to its status and envelope. The error handler sends it; a page's in-process call
 * (in-process.ts) answers it the same way.
 */
export function errorAnswer(error: FastifyError, request: FailedRequest): ErrorAnswer {
  const answer = (status: number, body: ReturnType<typeof failure>, headers: Record<string, string> = {}) => ({ status, body, headers });
  const language = requestLanguage(request);
  if (error instanceof AppError) {
    const headers: Record<string, string> = error instanceof TooManyRequests ? { 'retry-after': String(error.retryAfterSeconds) } : {};
    // The spec's clients sign the user out on the exact words 'invalid token' (§8): a 401 says them in every language.
    if (error.status === 401) return answer(401, failure(401, error.message, error.fieldErrors), headers);
    return answer(error.status, localFailure(language, error.status, error.message, error.fieldErrors), headers);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = zodFieldErrors(error, request);
    return answer(400, localFailure(language, 400, describeFieldErrors(fields), fields));
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return answer(known[0], localFailure(language, known[0], known[1]));
  const status = error.statusCode ?? 500;
  if (status === 429) return answer(429, localFailure(language, 429, MSG.tooManyRequests));
  if (status >= 400 && status < 500) return answer(status, localFailure(language, status, error.message || REQUEST_MSG.badRequest));
  request.log.error({ err: error }, 'request failed');
  return answer(500, localFailure(language, 500, MSG.unknownError));
}

/** Every error leaves through here, as the envelope with a matching status. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, headers } = errorAnswer(error, request);
    return reply.status(status).headers(headers).send(body);
  });
}

/** Unknown paths: the 404 envelope (set by the rate limit, which counts them too: see rate-limit.ts). */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(localFailure(requestLanguage(request), 404, MSG.notFound));
}
