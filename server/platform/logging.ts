import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Log lines never carry credentials: these fields are masked wherever they appear. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-session-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.confirmPassword',
  '*.code',
  '*.emailCode',
  '*.token',
];

/**
 * A query parameter whose value is a credential: the unsubscribe link's `token` (the only secret the spec's calls
 * take in a query), and any other name that says token, secret, password or signature (a signed link's, say).
 */
const SECRET_QUERY_VALUE = /([?&][^=&#\s]*(?:token|secret|password|signature)[^=&#\s]*=)[^&#\s"'<>]*/gi;

/** `text` with the value of every secret query parameter in it replaced by `[redacted]`. */
export function withoutSecrets(text: string): string {
  return text.replace(SECRET_QUERY_VALUE, '$1[redacted]');
}

/** Fastify's request fields (less the version header the portal never uses), with the url's secrets masked: the `incoming request` line is the one that prints it. */
function requestFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger: JSON lines at `level`, credentials masked, a visitor who leaves mid-download not an error. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { req: requestFields },
    hooks: {
      // The compression plugin reports a visitor who leaves mid-download as an error; it is not one.
      logMethod(args, method, level) {
        const first = args[0] as unknown;
        if (level >= 50 && first instanceof Error && first.message === 'premature close') {
          return this.debug({ err: first }, 'client closed the connection before the response ended');
        }
        return method.apply(this, args);
      },
    },
  };
}
