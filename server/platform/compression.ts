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
 * Brotli quality by how often the bytes will be sent. An answer made for one request (a miss, a signed-in page) is
 * compressed at quality 3, three times faster than 4 on a 48 KB page for about 6 % more bytes; a cached answer that
 * is being reused is compressed again once at quality 5, about 8 % smaller than 4 (docs/benchmarks.md,
 * 'Compression quality').
 */
const BROTLI_QUALITY = { once: 3, reuse: 5 } as const;

/**
 * Synchronous, without a stream: for the answers the portal renders (well under a megabyte), a stream's setup
 * costs more than the compression itself. Built assets are served pre-compressed at full quality instead.
 */
export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>, use: keyof typeof BROTLI_QUALITY = 'once'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[use], [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 6 });
}
