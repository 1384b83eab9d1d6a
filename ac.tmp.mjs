import autocannon from 'autocannon';
const [url, seconds] = [process.argv[2], Number(process.argv[3] ?? 10)];
const cookie = (await import('node:fs')).readFileSync('/tmp/cookie', 'utf8').trim();
const r = await autocannon({ url, connections: 50, duration: seconds, headers: { cookie, 'accept-encoding': 'gzip' } });
console.log(url.split('/').pop(), 'req/s', r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx);
