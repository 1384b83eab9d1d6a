import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../contracts/core/codes';
import { forbidden } from './envelope';
import { API_PREFIX } from '../../contracts/core/calls';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the browser says the request comes from another site. Clients that are not browsers send neither header. */
export function isCrossSite(headers: FastifyRequest['headers'], publicOrigin: string): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    if (origin === publicOrigin) return false;
    try {
      // The portal reached under another name than PUBLIC_URL (localhost vs 127.0.0.1) is still the same site.
      return new URL(origin).host !== headers.host;
    } catch {
      return true;
    }
  }
  return headers['sec-fetch-site'] === 'cross-site';
}

/**
 * State-changing API calls refuse cross-site requests. The session cookie is SameSite=Lax, which already keeps
 * it off cross-site POSTs; this check also covers sign-in and registration (no cookie yet) and older browsers.
 */
export function registerCrossSiteCheck(app: FastifyInstance, publicUrl: string, tokenPaths: readonly string[] = []) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith(API_PREFIX)) return;
    // A call authorised by a signed token in its address, never by a cookie, cannot be forged from another site;
    // mail providers post one-click unsubscribes to it from wherever they run (RFC 8058).
    if (tokenPaths.includes(request.url.split('?')[0] ?? '')) return;
    if (isCrossSite(request.headers, publicOrigin)) throw forbidden(MSG.crossSite);
  });
}
