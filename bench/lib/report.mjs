// The printed tables and the JSON record of a run.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';

const fixed = (n, digits) => (n === null || n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits));
/** Ratios span 0.0005 to 2000: keep three significant digits, whole numbers from 1000 on. */
const significant = (n) => (n === null || n === undefined || Number.isNaN(n) ? '-' : n >= 1000 ? n.toFixed(0) : n.toPrecision(3));
const ratio = (value, base) => (value == null || !base ? null : value / base);

/** Adds the ratios against the baseline measured in the same scale. */
export function withRatios(measurement, baseline) {
  return {
    ...measurement,
    reqPerSecRatio: ratio(measurement.reqPerSec, baseline.reqPerSec),
    p99Ratio: ratio(measurement.p99Ms, baseline.p99Ms),
  };
}

function table(headers, rows, rightAligned) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (rightAligned.has(i) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function scaleTable(scale) {
  const headers = ['target', 'status', 'req/s', 'p50 ms', 'p99 ms', 'req/s ratio', 'p99 ratio'];
  headers.push('non-2xx', 'unexpected', 'errors');
  const rows = [scale.baseline, ...scale.targets].map((m) => [
    m.name,
    m.expectedStatus,
    fixed(m.reqPerSec, m.reqPerSec < 100 ? 1 : 0),
    fixed(m.p50Ms, 2),
    fixed(m.p99Ms, 2),
    significant(m.reqPerSecRatio),
    significant(m.p99Ratio),
    m.non2xx,
    m.unexpectedStatus,
    m.errors + m.timeouts,
  ]);
  return table(headers, rows, new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
}

/** p99 of each target at every scale, side by side: a call that is not index-backed grows with the data. */
export function scaleComparisonTable(scales) {
  const names = [...new Set(scales.flatMap((s) => [s.baseline.name, ...s.targets.map((t) => t.name)]))];
  const headers = ['target', ...scales.flatMap((s) => [`p99 ms @${s.plants}`, `p99 ratio @${s.plants}`])];
  const rows = names.map((name) => [
    name,
    ...scales.flatMap((s) => {
      const m = [s.baseline, ...s.targets].find((t) => t.name === name);
      return [fixed(m?.p99Ms, 2), significant(m?.p99Ratio)];
    }),
  ]);
  return table(headers, rows, new Set(headers.map((_, i) => i).slice(1)));
}

function gitState(root) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain') !== '' };
  } catch {
    return null;
  }
}

export function machineInfo() {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model ?? 'unknown',
    totalMemoryMiB: Math.round(totalmem() / 2 ** 20),
    freeMemoryMiB: Math.round(freemem() / 2 ** 20),
    platform: process.platform,
    arch: process.arch,
    osRelease: release(),
    node: process.version,
    loadAverage1m: Number(loadavg()[0].toFixed(2)),
  };
}

export function writeResults(root, record) {
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${record.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ ...record, git: gitState(root) }, null, 2)}\n`);
  return file;
}
