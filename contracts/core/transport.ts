/**
 * How the web client reaches the API: fetch in the browser, an in-process call on the server.
 * The server passes one of these to page loaders; the web never imports server code.
 */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export interface ApiRequest {
  method: 'GET' | 'POST';
  path: string;
  /** A list is sent as the key repeated. */
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
}

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
