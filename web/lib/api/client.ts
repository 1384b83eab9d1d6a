import { pathOf, type CallArgs, type CallDefinition, type CallOutput } from '../../../contracts/core/calls';
import {
  DEFAULT_APP_ID,
  DEFAULT_CHANNEL_CODE,
  HEADER_APP_ID,
  HEADER_CHANNEL_CODE,
  HEADER_LANG,
  MSG,
  RSP_OK,
  TIMING,
} from '../../../contracts/core/codes';
import type { Envelope, FieldError } from '../../../contracts/core/envelope';
import type { ApiTransport, CallParts } from '../../../contracts/core/transport';
import { logoutAndGoToLogin } from '../session';
import { documentLanguage, routerPathOfWindow } from '../i18n';
import { langOf } from '../../../contracts/core/languages';

/**
 * A call that did not answer rspCode '200': msg is the server's message (or 'Unknown Error'); a 400 also
 * carries the envelope's data.errors, so pages can say what to change (web/lib/api/messages.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly rspCode: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

/** The field errors of a failure envelope; anything not shaped like them is ignored. */
function fieldErrorsOf(data: unknown): FieldError[] {
  const errors = data && typeof data === 'object' && 'errors' in data ? data.errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is FieldError => !!e && typeof e === 'object' && typeof e.field === 'string' && typeof e.message === 'string',
  );
}

/** An upload call's body: the file in its field (the browser keeps the file's name). */
function formOf(field: string, file: Blob | undefined): FormData {
  const form = new FormData();
  if (file) form.append(field, file);
  return form;
}

/** The body a call sends: none for a GET, the file's form for an upload, else JSON (an empty object when none is given). */
function bodyOf(definition: CallDefinition, input: CallParts): FormData | string | undefined {
  if (definition.method === 'GET') return undefined;
  if (definition.upload) return formOf(definition.upload.field, input.file);
  return JSON.stringify(input.body ?? {});
}

/** The browser's way to the API: same origin, the spec's headers, credentials included, 15 s timeout. */
export const browserTransport: ApiTransport = async ({ definition, input }) => {
  const url = new URL(pathOf(definition, input.params), window.location.origin);
  for (const [k, v] of Object.entries(input.query ?? {})) {
    for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined && item !== null) url.searchParams.append(k, String(item));
  }
  const body = bodyOf(definition, input);
  const res = await fetch(url, {
    method: definition.method,
    credentials: 'include',
    signal: AbortSignal.timeout(TIMING.requestTimeoutMs),
    headers: {
      [HEADER_APP_ID]: DEFAULT_APP_ID,
      [HEADER_CHANNEL_CODE]: DEFAULT_CHANNEL_CODE,
      [HEADER_LANG]: langOf(documentLanguage()),
      // Form data (an upload) sets its own multipart content type, boundary included.
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  return { status: res.status, headers: Object.fromEntries(res.headers), json };
};

/** The answer of one call with its envelope message, for pages that show the server's msg (§4). */
export interface Answer<T> {
  data: T;
  msg: string;
}

/** Typed calls over the definitions in contracts/: the same client runs in loaders (in-process) and in the browser (fetch). */
export interface Api {
  /** Sends the call and answers its data; a failure throws an ApiError carrying the server's message. */
  call<D extends CallDefinition>(definition: D, ...input: CallArgs<D>): Promise<CallOutput<D>>;
  /** The same, answering the envelope's message beside the data. */
  answer<D extends CallDefinition>(definition: D, ...input: CallArgs<D>): Promise<Answer<CallOutput<D>>>;
}

export function createApi(transport: ApiTransport): Api {
  const answer = async <D extends CallDefinition>(definition: D, ...[input]: CallArgs<D>): Promise<Answer<CallOutput<D>>> => {
    const res = await transport({ definition, input: (input ?? {}) as CallParts });
    const envelope = res.json as Partial<Envelope<CallOutput<D>>> | null;
    if (!envelope || envelope.rspCode !== RSP_OK) {
      // A dead session logs the browser out and sends it to sign in (§4, §8); loaders handle it themselves.
      if (res.status === 401 && typeof window !== 'undefined') void logoutAndGoToLogin(routerPathOfWindow());
      throw new ApiError(
        res.status,
        envelope?.rspCode ?? String(res.status),
        envelope?.msg || MSG.unknownError,
        fieldErrorsOf(envelope?.data),
      );
    }
    return { data: envelope.data as CallOutput<D>, msg: envelope.msg ?? MSG.success };
  };
  return {
    answer,
    call: async (definition, ...input) => (await answer(definition, ...input)).data,
  };
}
