import { randomBytes, randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmetMiddleware from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER_REQUEST_ID } from '../../contracts/core/codes';
import { perMinuteLimit } from './rate-limit';

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

/** Where browsers send the reports of what the policy blocked (report-uri, report-to's `csp`): a beacon, not an API call. */
export const CSP_REPORT_PATH = '/csp-report';
/** Reports taken from one address a minute: a page with a violation sends a few, a flood is refused. */
export const CSP_REPORTS_PER_MINUTE = 30;

/** The origin stored files are read from when it is not the portal's (S3_PUBLIC_URL); set once at start. */
let storageOrigin = '';

/** The storage origin images and media may come from besides the portal: '' (only the portal) or an origin. */
export function setStorageOrigin(publicUrl: string | undefined): void {
  storageOrigin = publicUrl ? new URL(publicUrl).origin : '';
}

export function contentSecurityPolicy(nonce: string): string {
  const storage = storageOrigin ? ` ${storageOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes come from React and the UI kit's runtime styles; scripts stay nonce-only (decision 0058).
    "style-src 'self' 'unsafe-inline'",
    // Pictures and videos come from the portal and the storage that holds uploads, nowhere else.
    `img-src 'self' data: blob:${storage}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `media-src 'self' blob:${storage}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/** Browser features no page of the portal uses, turned off for every page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The portal's own headers on every answer, next to helmet's. */
const ownHeaders = {
  'permissions-policy': PERMISSIONS_POLICY,
  'reporting-endpoints': `csp="${CSP_REPORT_PATH}"`,
};

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
  return { ...headers, ...ownHeaders };
}

export async function registerSecurity(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, helmetOptions(options.https));
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce));
    reply.headers(ownHeaders);
    reply.header(HEADER_REQUEST_ID, request.id);
  });
}

/** The origin of an address in a report, never its path or query (they may carry tokens); '' when it has none. */
function originOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  if (/^[a-z-]+$/.test(value)) return value; // 'inline', 'eval', 'data'
  try {
    return new URL(value).origin;
  } catch {
    return '';
  }
}

/** The violations of a report, in the old (application/csp-report) or the Reporting API's (application/reports+json) form. */
function violationsIn(body: unknown): { directive: string; blocked: string; page: string }[] {
  const bodies: unknown[] = Array.isArray(body)
    ? body
        .filter((r) => r && typeof r === 'object' && (r as { type?: unknown }).type === 'csp-violation')
        .map((r) => (r as { body?: unknown }).body)
    : [(body as { 'csp-report'?: unknown } | null)?.['csp-report']];
  return bodies.slice(0, 20).flatMap((b) => {
    if (!b || typeof b !== 'object') return [];
    const r = b as Record<string, unknown>;
    const directive = r['effectiveDirective'] ?? r['effective-directive'] ?? r['violated-directive'];
    return [
      {
        directive: typeof directive === 'string' ? directive.slice(0, 60) : '',
        blocked: originOf(r['blockedURL'] ?? r['blocked-uri']).slice(0, 200),
        page: originOf(r['documentURL'] ?? r['document-uri']).slice(0, 200),
      },
    ];
  });
}

/**
 * The report endpoint (decision 0058): every violation a browser reports is counted in a log line naming the directive
 * and the origins involved, nothing of paths or queries. Limited per address on top of the global limit; answers 204.
 */
export function registerCspReports(app: FastifyInstance) {
  const parse = (_request: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void) => {
    try {
      done(null, JSON.parse(body));
    } catch {
      done(null, null);
    }
  };
  for (const type of ['application/csp-report', 'application/reports+json']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 16_384 }, parse);
  }
  app.post(CSP_REPORT_PATH, { config: perMinuteLimit(CSP_REPORTS_PER_MINUTE), bodyLimit: 16_384 }, async (request, reply) => {
    for (const violation of violationsIn(request.body)) request.log.warn({ csp: violation }, 'csp violation reported');
    return reply.code(204).send();
  });
}
