import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { failure } from './envelope';

/**
 * How long a client may take to send one whole request (headers and body). A body that trickles in a byte at a
 * time would otherwise hold a connection for Node's default of five minutes; uploads of a few megabytes over a
 * slow phone link fit well within a minute.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Messages for the errors Node and Fastify raise before a request reaches a route. */
const EDGE_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The address is not valid (bad percent-encoding)'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'A part of the address is too long'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Bad request'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

function envelopeBytes(status: number, message: string): string {
  return JSON.stringify(failure(status, message));
}

/**
 * A malformed request that Node's parser refuses (431, a timed-out body, garbage) is answered on the raw socket in
 * the envelope, like every other answer, then the connection is closed.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = EDGE_MESSAGES[error.code ?? ''] ?? [400, 'Bad request'];
  const body = envelopeBytes(status, message);
  if (socket.writable) {
    const reason = status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Errors Fastify raises before routing (a URL it cannot decode, an over-long parameter): the envelope too. */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const [status, message] = EDGE_MESSAGES[error.code] ?? [400, 'Bad request'];
  void reply.status(status).send(failure(status, message));
}

/** Fastify options for the edge of the server: timeouts, and the envelope for errors raised before routing. */
export function edgeOptions(requestTimeoutMs = REQUEST_TIMEOUT_MS): Partial<FastifyServerOptions> {
  return {
    requestTimeout: requestTimeoutMs,
    // Node arms its checks only from the server's construction options; it checks on this interval (30 s by
    // default), so the cut-off lands close to the limit. The headers' own limit may not exceed the request's.
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(requestTimeoutMs / 4))),
    },
    clientErrorHandler,
    frameworkErrors,
  } as Partial<FastifyServerOptions>;
}
