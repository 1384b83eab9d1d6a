import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope';
import { REQUEST_MSG } from '../../contracts/core/codes';

/**
 * How deeply a JSON body may nest. The deepest input any call takes is four levels (an object holding a list of
 * objects, see docs/openapi.json); a body nested thousands deep only serves to exhaust the stack of whatever walks it
 * (the NUL check, zod, JSON.stringify for a cache key), so it is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = REQUEST_MSG.tooDeep;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than the bound: one pass over the characters, without parsing or
 * recursion, skipping brackets inside strings. Text that is not JSON may be counted wrongly; JSON.parse refuses it.
 */
export function nestsTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (with its checks for __proto__ and constructor), behind the depth check: a body nested
 * too deeply answers 400 in the envelope and is never parsed.
 */
export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString(); // a string already (parseAs)
    if (nestsTooDeep(text)) return done(badRequest(TOO_DEEP_MESSAGE), undefined);
    // Its type allows a promise; the default parser answers through done and returns nothing.
    void parse(request, text, done);
  });
}
