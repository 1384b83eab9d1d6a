import type { z } from 'zod';
import type { CallAccess } from './codes';

/**
 * One definition per API call: the server registers its route from it (validation, OpenAPI, who may call),
 * and the web client derives the request and answer types from it. A path string lives here and nowhere else.
 */
export interface CallDefinition {
  method: 'GET' | 'POST';
  /** Fastify path syntax: `:name` marks a path parameter. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart/form-data body holding one file in `field` (an upload) instead of a JSON body: the registrar
   * reads it, at most `maxBytes`, before the handler runs, and refuses with `tooLarge` or `missing`.
   * Handlers receive it as `input.file`; the web client sends `{ file }` as form data.
   */
  upload?: UploadBody;
  /** The `data` of a successful envelope; for a file call, only described in the OpenAPI document. */
  output: z.ZodType;
  summary: string;
  /** OpenAPI tag: the area the call belongs to. */
  tag: string;
  access: CallAccess;
  /** The envelope's msg on success when the spec names one other than 'success'. */
  successMessage?: string;
  /** 'auth': the stricter per-address limit of sign-in and code-sending calls; a number: calls per minute per address. */
  limit?: 'auth' | number;
  /** A file answer (a CSV download) instead of the JSON envelope: its content type. */
  produces?: string;
  /**
   * A POST that only reads (a search whose criteria travel in the body). Such calls, and every GET, of access
   * 'anyone' are served from the anonymous cache to visitors without a session. Any other POST is a write.
   */
  reads?: true;
  /**
   * A read that must reach the server every time: never cached, and its page neither. (A read that counts a view is
   * cached: its registration counts every answer, a cached one too; decision 0066.)
   */
  noCache?: true;
  /**
   * A write's effect on what visitors see: the cache tags (areas, the `tag` of the calls that show the data) it
   * makes stale when it succeeds. Default ['*'], everything; [] for a write no visitor's answer shows (sign-in).
   */
  invalidates?: readonly string[];
}

export interface UploadBody {
  field: string;
  maxBytes: number;
  tooLarge: string;
  missing: string;
}

/** A file as the server received it: its bytes, and the name and type the client claimed (neither is trusted). */
export interface ReceivedFile {
  bytes: Uint8Array;
  filename: string;
  declaredType: string;
}

/**
 * Where every call's path starts. The platform's checks that apply to the API as a whole (sessions, the cross-site
 * check, the API's own 404, the dev server's hand-off to Vite) test a request for it instead of naming a path.
 */
export const API_PREFIX = '/api/';
/** The API's own documents, served beside the calls: the OpenAPI document and its browsable view. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** Keeps the literal type of a definition, so input and output types can be read from it. */
export function defineCall<const D extends CallDefinition>(definition: D): D {
  return definition;
}

type Part<D, K extends 'params' | 'query' | 'body', Io extends 'in' | 'out'> = D extends { [P in K]: infer S extends z.ZodType }
  ? Io extends 'in'
    ? undefined extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : Record<never, never> extends z.input<S>
        ? { [P in K]?: z.input<S> }
        : { [P in K]: z.input<S> }
    : { [P in K]: z.output<S> }
  : Record<never, never>;

/** An upload call's file: a Blob the client sends, the received bytes the handler reads. */
type FilePart<D, Io extends 'in' | 'out'> = D extends { upload: UploadBody }
  ? Io extends 'in'
    ? { file: Blob }
    : { file: ReceivedFile }
  : Record<never, never>;

/** What a client sends: `{ params?, query?, body?, file? }`, each part required when its schema requires it. */
export type CallInput<D extends CallDefinition> = Part<D, 'params', 'in'> &
  Part<D, 'query', 'in'> &
  Part<D, 'body', 'in'> &
  FilePart<D, 'in'>;
/** What a handler receives after validation: defaults applied, strings coerced. */
export type ParsedInput<D extends CallDefinition> = Part<D, 'params', 'out'> &
  Part<D, 'query', 'out'> &
  Part<D, 'body', 'out'> &
  FilePart<D, 'out'>;
/** The `data` a successful call answers. */
export type CallOutput<D extends CallDefinition> = z.output<D['output']>;

/** The arguments after the definition: the input may be left out when nothing in it is required. */
export type CallArgs<D extends CallDefinition> = Record<never, never> extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

/** The name of a call on the server, the same on every thread: method and path as defined. */
export const callKey = (definition: Pick<CallDefinition, 'method' | 'path'>): string => `${definition.method} ${definition.path}`;

/** The path with its `:name` parameters filled in (URI-encoded). */
export function pathOf(definition: CallDefinition, params: Record<string, unknown> = {}): string {
  return definition.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${definition.path} needs the path parameter '${name}'`);
    return encodeURIComponent(String(value));
  });
}

/** The address of a GET call, query included: for links to downloads. Empty query values are left out. */
export function hrefOf<D extends CallDefinition>(definition: D, ...[input]: CallArgs<D>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  const text = search.toString();
  return pathOf(definition, params) + (text ? `?${text}` : '');
}
