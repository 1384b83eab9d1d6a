import type { CallDefinition } from './calls';

/**
 * How the web client reaches the API: fetch in the browser, an in-process call on the server. Both are given the
 * call's definition and its input; the server passes one to page loaders, and the web never imports server code.
 */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** A call's input as a client sends it: path parameters, the query (a list is sent as the key repeated), the body. */
export interface CallParts {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** An upload's file (browser only). */
  file?: Blob;
}

export interface ApiRequest {
  definition: CallDefinition;
  input: CallParts;
}

/** The status and the envelope: parsed from the body over HTTP, the pipeline's own object in process. */
export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

/** What the server hands every page loader besides the request. */
export interface PageContext {
  /** The request's CSP nonce: the page's own scripts carry it. */
  nonce: string;
  /** In-process access to the API, with the visitor's cookies and headers passed on. */
  api: ApiTransport;
  requestId: string;
  /** Set when the platform refused the request's input (a NUL character, say): the page answers this error. */
  problem?: { status: number; message: string };
}
