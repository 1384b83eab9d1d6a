// The clients of `npm run bench:load`: each an async loop on one keep-alive connection, closed (the next request leaves
// when the answer is read), for a fixed time. Latencies are kept per class and summarised at the end.
import http from 'node:http';
import { readFileSync } from 'node:fs';

/** Latencies (ms) and outcomes per class: 'page hit', 'api miss', 'write' and so on. */
export class Recorder {
  classes = new Map();
  errors = new Map();

  add(name, ms) {
    let list = this.classes.get(name);
    if (!list) this.classes.set(name, (list = []));
    list.push(ms);
  }

  fail(reason) {
    this.errors.set(reason, (this.errors.get(reason) ?? 0) + 1);
  }

  /** Per class and for all: count, req/s, p50, p90, p99, max; the errors; the share of visitors' reads served from the cache. */
  summary(seconds) {
    const rows = [];
    for (const [name, list] of [...this.classes].sort(([a], [b]) => a.localeCompare(b))) rows.push(row(name, list, seconds));
    // Concatenated, not spread: a minute of load is hundreds of thousands of latencies.
    const all = [].concat(...this.classes.values());
    rows.push(row('all', all, seconds));
    const count = (name) => this.classes.get(name)?.length ?? 0;
    const reads = ['page', 'api'].flatMap((k) => ['hit', 'stale', 'miss', 'uncached'].map((c) => count(`${k} ${c}`)));
    // A stale answer (served while another request makes the new one) comes from the cache too.
    const hits = ['page', 'api'].flatMap((k) => ['hit', 'stale'].map((c) => count(`${k} ${c}`))).reduce((a, b) => a + b, 0);
    const total = reads.reduce((a, b) => a + b, 0);
    return { rows, errors: Object.fromEntries(this.errors), hitRatio: total ? hits / total : 0, reqPerSec: all.length / seconds };
  }
}

function row(name, list, seconds) {
  const sorted = Float64Array.from(list).sort();
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
  return { name, count: sorted.length, reqPerSec: sorted.length / seconds, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
}

/** One request on the client's agent: status, headers and the whole body (so the time includes reading it). */
export function send(agent, origin, { method, path, body, headers }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, origin),
      {
        agent,
        method,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The resident memory of a process, in MB (Linux). */
export function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** Samples the processes' RSS every `everyMs` until `stop()`; answers the samples per pid. */
export function sampleRss(pids, everyMs) {
  const samples = Object.fromEntries(pids.map((pid) => [pid, []]));
  const take = () => {
    for (const pid of pids) {
      try {
        samples[pid].push(rssMb(pid));
      } catch {
        // the process is gone: the run reports it as an error elsewhere
      }
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return { samples, stop: () => (clearInterval(timer), take(), samples) };
}

/**
 * Runs `loops` (async functions of a deadline) side by side until the deadline; each loop sends its own requests.
 * Answers the seconds it ran.
 */
export async function runFor(seconds, loops) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(loops.map((loop) => loop(deadline)));
  return (performance.now() - started) / 1000;
}

/** A visitor: cycles through the targets from its own offset, recording each answer as a hit, stale, a miss or uncached. */
export function readerLoop({ origin, targets, offset, recorder, headersFor }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return async (deadline) => {
    for (let i = offset; performance.now() < deadline; i++) {
      const target = targets[i % targets.length];
      try {
        const res = await send(agent, origin, { ...target, headers: headersFor(target) });
        if (res.status !== (target.status ?? 200)) recorder.fail(`${target.name}: ${res.status}`);
        const served = res.headers['x-cache'];
        const cache = served === 'hit' || served === 'stale' || served === 'miss' ? served : 'uncached';
        recorder.add(`${target.kind} ${cache}`, res.ms);
      } catch (err) {
        recorder.fail(`${target.name}: ${err.message}`);
      }
    }
    agent.destroy();
  };
}

/**
 * A signed-in writer: runs its cycles of writes (bench/load-targets.ts) until the deadline, commenting at most once
 * every `commentEveryMs`.
 */
export function writerLoop({ origin, writer, cycle, recorder, headers, commentEveryMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return async (deadline) => {
    let commentedAt = -Infinity;
    for (let n = 0; performance.now() < deadline; n++) {
      const comment = performance.now() - commentedAt >= commentEveryMs;
      if (comment) commentedAt = performance.now();
      const answers = [];
      const steps = cycle(writer, n, comment, (i) => answers[i]);
      for (const [i, step] of steps.entries()) {
        const request = step();
        if (!request || performance.now() >= deadline) continue;
        try {
          const res = await send(agent, origin, { ...request, headers: { ...headers, cookie: writer.cookie } });
          if (res.status !== 200) recorder.fail(`${request.name}: ${res.status} ${res.body.subarray(0, 160)}`);
          else answers[i] = JSON.parse(res.body.toString('utf8')).data;
          recorder.add('write', res.ms);
        } catch (err) {
          recorder.fail(`${request.name}: ${err.message}`);
        }
      }
    }
    agent.destroy();
  };
}
