import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Answers shorter than this go out uncompressed: below about 1 KB an answer fits in one TCP segment either way, so
 * compressing saves no round trip, only a few hundred bytes, for the CPU it costs. `node bench/compression.mjs`
 * prints the cost and the saving per size (docs/benchmarks.md, 'Compression threshold').
 */
export const COMPRESS_MIN_BYTES = 1024;

/** Text types worth compressing; images and archives are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|atom\+xml|rss\+xml)|image\/svg\+xml)/;

export function compressible(contentType: string | undefined, bytes: number): boolean {
  return bytes >= COMPRESS_MIN_BYTES && contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/** Accept-Encoding values seen lately and what they chose: browsers send a handful of exact strings. */
const negotiated = new Map<string, Encoding>();
const NEGOTIATED_MAX = 64;

/** The best encoding the client accepts: brotli, then gzip (a q=0 refuses one). */
export function negotiate(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = choose(acceptEncoding);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

function choose(acceptEncoding: string): Encoding {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Synchronous, without a stream: for the answers the portal renders (well under a megabyte), a stream's setup
 * costs more than the compression itself. Brotli at quality 4 compresses about as well as gzip -9 at a fraction
 * of quality 11's cost; built assets are served pre-compressed at full quality instead.
 */
export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}
