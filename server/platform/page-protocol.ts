import type { ApiResponse, CallParts, PageContext } from '../../contracts/core/transport';
import type { Encoding } from './compression';

/* The messages between the main thread and a page worker (page-workers.ts, page-worker.ts). */

export interface PageWorkerData {
  /** The React Router server build (build/server/index.js). */
  serverEntry: string;
  mode: 'production' | 'development';
}

/** A page request as the worker rebuilds it into a Fetch Request. */
export interface PageJob {
  url: string;
  method: string;
  /** In order, a repeated header once per value. */
  headers: Array<[string, string]>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** The encoding the visitor accepts: the worker compresses a compressible page in it, sparing the main thread. */
  encoding?: Exclude<Encoding, 'identity'>;
  /** The page context without its API transport: the worker's transport sends the calls back here. */
  context: Omit<PageContext, 'api'>;
}

/** A rendered page: what the main thread sends (set-cookie values apart, as Fetch keeps them). */
export interface RenderedPage {
  status: number;
  headers: Array<[string, string]>;
  setCookies: string[];
  body: Uint8Array<ArrayBuffer> | null;
  /** The body compressed in the job's encoding, when the worker compressed it. */
  encoded?: Uint8Array<ArrayBuffer>;
}

/** A loader's call as it crosses threads: the definition's key (contracts/core/calls.ts callKey) and the input. */
export interface KeyedCall {
  key: string;
  input: CallParts;
}

/** Answers a page's calls for its visitor (in-process.ts). */
export type PageCalls = (call: KeyedCall) => Promise<ApiResponse>;

export type ToWorker =
  | { type: 'render'; job: number; page: PageJob }
  | { type: 'answer'; job: number; call: number; response: ApiResponse }
  | { type: 'answer'; job: number; call: number; error: string }
  | { type: 'abort'; job: number };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'call'; job: number; call: number; request: KeyedCall }
  | { type: 'rendered'; job: number; page: RenderedPage }
  | { type: 'failed'; job: number; error: string };

/** The Fetch Request React Router renders a page job from, on whichever thread renders it. */
export function requestOf(page: PageJob, signal: AbortSignal): Request {
  return new Request(page.url, {
    method: page.method,
    headers: page.headers,
    signal,
    ...(page.body === undefined ? {} : { body: page.body }),
  });
}

/** React Router's Response as plain data (it is read whole: pages are rendered before they are sent). */
export async function renderedOf(response: Response): Promise<RenderedPage> {
  const headers: Array<[string, string]> = [];
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers.push([name, value]);
  return {
    status: response.status,
    headers,
    setCookies: response.headers.getSetCookie(),
    body: response.body ? new Uint8Array(await response.arrayBuffer()) : null,
  };
}
