import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_MSG } from '../../contracts/core/codes';
import { type AppError, fieldRefusal } from './envelope';
import { registerJsonParser } from './json-depth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the page routes: refused input there answers the portal's error page, not the envelope. */
    page?: boolean;
  }
}

/** PostgreSQL text cannot hold U+0000, so a NUL anywhere in the input would fail deep in a query as a 500. */
const NUL_MESSAGE = REQUEST_MSG.nul;
/** What a page says instead (the visitor typed or followed the address; the field name means nothing to them). */
export const NUL_PAGE_MESSAGE = REQUEST_MSG.nulPage;

/** Whether one value is text holding a NUL (a string, or a page form's raw bytes). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Page forms arrive unparsed (url-encoded bytes); a NUL there is either the byte or its escape.
  return Buffer.isBuffer(value) && (value.includes(0) || /%00/i.test(value.toString('latin1')));
}

/**
 * The path of the first string (or key) holding a NUL, or undefined. Walked with a stack of its own, not recursion:
 * however deep the input, the walk cannot overflow the call stack (JSON bodies are also bounded, json-depth.ts).
 */
function nulPath(root: unknown): string[] | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    // A key is checked before its value, and entries are pushed last first: the first NUL in order is reported.
    if (path.at(-1)?.includes('\u0000') || holdsNul(value)) return path;
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string, unknown];
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

const refusedPages = new WeakMap<FastifyRequest, string>();

/** The message a page request was refused with, if it was: the page handler renders it as the error page. */
export const refusedPageInput = (request: FastifyRequest) => refusedPages.get(request);

/** The 400 for the first NUL in a request's input (path and query parameters, body), or undefined when there is none. */
export function nulRefusal(parts: { params: unknown; querystring: unknown; body: unknown }): AppError | undefined {
  for (const [part, value] of Object.entries(parts)) {
    const path = nulPath(value);
    if (!path) continue;
    const field = path.length ? path.join('.') : part;
    return fieldRefusal(field, NUL_MESSAGE);
  }
  return undefined;
}

/**
 * Refuses a NUL in any text input, for every route, before validation and handlers see it: the path
 * and query parameters and the body (parsed JSON, walked whole, or a page form's raw bytes). API calls
 * answer the 400 envelope naming the field; pages are marked so they answer the error page with 400. JSON bodies
 * nested too deeply are refused before they are parsed (json-depth.ts).
 */
export function registerInputCheck(app: FastifyInstance) {
  registerJsonParser(app);
  app.addHook('preValidation', async (request) => {
    // A call's pipeline runs the same check itself (call-pipeline.ts), after its access check.
    if (request.routeOptions.config.call) return;
    const refusal = nulRefusal({ params: request.params, querystring: request.query, body: request.body });
    if (!refusal) return;
    if (request.routeOptions.config.page) {
      refusedPages.set(request, NUL_PAGE_MESSAGE);
      return;
    }
    throw refusal;
  });
}
