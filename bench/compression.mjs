// `node bench/compression.mjs [FILE]`: what compressing an answer costs and saves at each size and brotli quality,
// to choose the size below which the portal sends answers uncompressed (server/platform/compression.ts
// COMPRESS_MIN_BYTES) and the qualities it compresses with (BROTLI_QUALITY: 3 for an answer sent once, 5 for a
// cached answer being reused, 11 for a popular one: compressPopular). FILE is a saved page or JSON answer (default: the README, as a stand-in for text);
// each size is its first N bytes, and the last row the whole file.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const text = readFileSync(process.argv[2] ?? new URL('../README.md', import.meta.url));
const SIZES = [...[256, 512, 1024, 2048, 8192, 32768].filter((n) => n < text.length), text.length];
const QUALITIES = [3, 4, 5, 11];
const brotli = (quality) => (b) =>
  brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
const gzip = (b) => gzipSync(b, { level: 6 });

function measure(fn, body) {
  for (let i = 0; i < 200; i += 1) fn(body);
  let runs = 0;
  const start = process.hrtime.bigint();
  let out;
  while (process.hrtime.bigint() - start < 200_000_000n) {
    out = fn(body);
    runs += 1;
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / runs;
  return { ms, bytes: out.length };
}

const cell = ({ ms, bytes }) => `${ms.toFixed(3).padStart(7)} ${String(bytes).padStart(7)}`;
console.log(['  bytes', ...QUALITIES.map((q) => `  br q${q} ms   bytes`), '  gzip ms   bytes'].join(' '));
for (const size of SIZES) {
  const body = text.subarray(0, size);
  console.log(
    [String(size).padStart(7), ...QUALITIES.map((q) => `  ${cell(measure(brotli(q), body))}`), `  ${cell(measure(gzip, body))}`].join(' '),
  );
}
