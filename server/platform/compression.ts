import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
 * is being reused is compressed again once at quality 5, about 8 % smaller than 4; one that has become popular is
 * compressed a last time at quality 11, off the main thread (compressPopular), another 11 % smaller than 5
 * (docs/benchmarks.md, 'Compression quality').
 */
const BROTLI_QUALITY = { once: 3, reuse: 5, popular: 11 } as const;

const brotliOptions = (quality: number, body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/**
 * Synchronous, without a stream: for the answers the portal renders (well under a megabyte), a stream's setup
 * costs more than the compression itself. Built assets are served pre-compressed at full quality instead.
 */
export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>, use: 'once' | 'reuse' = 'once'): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions(BROTLI_QUALITY[use], body)) : gzipSync(body, { level: 6 });
}

const brotliAsync = promisify(brotliCompress);

/**
 * Hits after which a cached answer's brotli bytes are made at the best quality: by then the 50 ms it costs on the
 * thread pool is repaid by the bytes every further hit saves. The cache polishes one entry at a time, so a burst of
 * them never takes both cores.
 */
export const POPULAR_HITS = 16;

/**
 * Brotli at its best quality on libuv's thread pool: about 50 ms of CPU for a 48 KB page, which the main thread
 * does not wait for. Only for a cached answer read often enough to repay it (response-cache.ts).
 */
export function compressPopular(body: Buffer): Promise<Buffer> {
  return brotliAsync(body, brotliOptions(BROTLI_QUALITY.popular, body));
}
