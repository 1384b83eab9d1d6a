import type { IncomingMessage, Server, ServerResponse } from 'node:http';
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

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
};

function envelopeBytes(status: number, message: string): string {
  return JSON.stringify(failure(status, message));
}

/** Writes an answer in the envelope straight onto a socket Node gave up on, then closes it. */
function answerOnSocket(socket: Socket, status: number, message: string, error?: Error) {
  const body = envelopeBytes(status, message);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * A malformed request that Node's parser refuses (431, a timed-out body, garbage) is answered on the raw socket in
 * the envelope, like every other answer, then the connection is closed.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = EDGE_MESSAGES[error.code ?? ''] ?? [400, 'Bad request'];
  answerOnSocket(socket, status, message, error);
}

/** A refusal of a request Node parsed but would otherwise answer itself, with an empty body. */
function refuse(res: ServerResponse, status: number, message: string) {
  const body = envelopeBytes(status, message);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  res.end(body);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * What Node answers on its own, before any listener, answered in the envelope instead, closing the connection: an
 * HTTP/1.1 request without Host (Node's own check is off, see edgeOptions), an Expect other than 100-continue, and
 * CONNECT (which Node would drop without a word). Call it after every other `request` listener is in place (the
 * cache front's included): it runs before them.
 */
export function installEdgeGuard(server: Server) {
  const handlers = server.listeners('request') as Handler[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.httpVersion === '1.1' && req.headers.host === undefined) return refuse(res, 400, 'The request has no Host header');
    for (const handler of handlers) handler.call(server, req, res);
  });
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) =>
    refuse(res, 417, 'The only expectation understood is Expect: 100-continue'),
  );
  server.on('connect', (_req: IncomingMessage, socket: Socket) => answerOnSocket(socket, 405, 'CONNECT is not supported'));
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
      // Node would answer a missing Host with an empty 400 of its own; installEdgeGuard answers it in the envelope.
      requireHostHeader: false,
    },
    clientErrorHandler,
    frameworkErrors,
  } as Partial<FastifyServerOptions>;
}
