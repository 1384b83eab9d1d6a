import type { FastifyRequest } from 'fastify';
import { DEFAULT_APP_ID, DEFAULT_LANG, HEADER_APP_ID, HEADER_LANG, LANGS, type Lang } from '../../contracts/core/codes';

/** The language asked for: an explicit value first, then the lang header, then en_us. */
export function langOf(request: Pick<FastifyRequest, 'headers'>, explicit?: string): Lang {
  const candidate = explicit ?? request.headers[HEADER_LANG];
  return typeof candidate === 'string' && (LANGS as readonly string[]).includes(candidate) ? (candidate as Lang) : DEFAULT_LANG;
}

/** The calling app (app-id header); the portal itself is TOOL1000. */
export function appIdOf(request: Pick<FastifyRequest, 'headers'>): string {
  const value = request.headers[HEADER_APP_ID];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(value) ? value : DEFAULT_APP_ID;
}
