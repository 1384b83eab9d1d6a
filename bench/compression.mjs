// `node bench/compression.mjs [FILE]`: what compressing an answer costs and saves at each size, to choose the size
// below which the portal sends answers uncompressed (server/platform/compression.ts COMPRESS_MIN_BYTES).
// FILE is a saved page or JSON answer (default: the README, as a stand-in for text); each size is its first N bytes.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const text = readFileSync(process.argv[2] ?? new URL('../README.md', import.meta.url));
const SIZES = [256, 512, 1024, 2048, 8192, 32768].filter((n) => n <= text.length);
const brotli = (b) =>
  brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
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

console.log('bytes   br ms   br saved   gzip ms   gzip saved');
for (const size of SIZES) {
  const body = text.subarray(0, size);
  const br = measure(brotli, body);
  const gz = measure(gzip, body);
  console.log(
    [
      String(size).padStart(5),
      br.ms.toFixed(3).padStart(7),
      String(size - br.bytes).padStart(10),
      gz.ms.toFixed(3).padStart(9),
      String(size - gz.bytes).padStart(12),
    ].join(' '),
  );
}
