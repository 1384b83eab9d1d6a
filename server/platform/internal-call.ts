import { randomBytes } from 'node:crypto';

/**
 * Page loaders call the API in-process. Those calls carry this header with a secret made at
 * start, so the per-IP limit counts the visitor's page view once, not once per call inside it.
 */
export const INTERNAL_CALL_HEADER = 'x-internal-call';
export const INTERNAL_CALL_TOKEN = randomBytes(18).toString('base64url');

export function isInternalCall(headers: Record<string, string | string[] | undefined>): boolean {
  return headers[INTERNAL_CALL_HEADER] === INTERNAL_CALL_TOKEN;
}
