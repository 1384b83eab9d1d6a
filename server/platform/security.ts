import { randomBytes, randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmetMiddleware from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER_REQUEST_ID } from '../../contracts/core/codes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The per-request nonce that the page's own scripts carry; no other inline script runs. */
    cspNonce: string;
  }
}

/** A client's request id is kept when it is a plain token, so its logs and ours line up. */
export function requestIdFor(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[HEADER_REQUEST_ID];
  return typeof given === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes come from React and the UI kit's runtime styles; scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The security headers helmet adds to every answer (the CSP is the portal's own, per request). */
function helmetOptions(https: boolean) {
  return {
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' as const },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const),
  };
}

/**
 * The headers every answer carries whatever the request: helmet's, for these options, as it sets them. The cache
 * front (cache-front.ts) sends them with the hits it answers without Fastify's hooks.
 */
export function staticSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmetMiddleware(helmetOptions(https))({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

export async function registerSecurity(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, helmetOptions(options.https));
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce));
    reply.header(HEADER_REQUEST_ID, request.id);
  });
}
