import {
  DEFAULT_APP_ID,
  DEFAULT_CHANNEL_CODE,
  DEFAULT_LANG,
  HEADER_APP_ID,
  HEADER_CHANNEL_CODE,
  HEADER_LANG,
  MSG,
  RSP_OK,
  TIMING,
} from '../../../contracts/codes';
import type { Envelope } from '../../../contracts/envelope';
import type { ApiRequest, ApiTransport } from '../../../contracts/transport';
import { logoutAndGoToLogin } from '../session';

/** A call that did not answer rspCode '200': msg is the server's message (or 'Unknown Error'). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly rspCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** The browser's way to the API: same origin, the spec's headers, credentials included, 15 s timeout. */
export const browserTransport: ApiTransport = async ({ method, path, query, body, headers }) => {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    credentials: 'include',
    signal: AbortSignal.timeout(TIMING.requestTimeoutMs),
    headers: {
      [HEADER_APP_ID]: DEFAULT_APP_ID,
      [HEADER_CHANNEL_CODE]: DEFAULT_CHANNEL_CODE,
      [HEADER_LANG]: DEFAULT_LANG,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  return { status: res.status, headers: Object.fromEntries(res.headers), json };
};

/** Sends one request and unwraps the envelope: data on rspCode '200', an ApiError otherwise. */
export type Call = <T>(request: ApiRequest) => Promise<T>;

export function caller(transport: ApiTransport): Call {
  return async <T>(request: ApiRequest): Promise<T> => {
    const res = await transport(request);
    const envelope = res.json as Partial<Envelope<T>> | null;
    if (!envelope || envelope.rspCode !== RSP_OK) {
      // A dead session logs the browser out and sends it to sign in (§4, §8); loaders handle it themselves.
      if (res.status === 401 && typeof window !== 'undefined') void logoutAndGoToLogin();
      throw new ApiError(res.status, envelope?.rspCode ?? String(res.status), envelope?.msg || MSG.unknownError);
    }
    return envelope.data as T;
  };
}
