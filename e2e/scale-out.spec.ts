import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uploadCalls } from '../contracts/uploads/calls';
import { UPLOAD_MSG } from '../contracts/uploads/codes';
import type { UploadedFile, UploadToken } from '../contracts/uploads/models';
import { mp4Bytes, postToBucket } from '../server/test-support/uploads';
import { adminSession, E2E_ADMIN } from './support/admin';
import { startCluster, type Cluster } from './support/cluster';

/**
 * docs/operations.md "Several processes behind a load balancer", shown: two portals on one PostgreSQL behind nginx,
 * with Redis and one S3-compatible bucket (s3rver, started by the test). Needs PostgreSQL (TEST_DATABASE_URL, as CI sets it), redis-server and nginx (.ci/run installs them).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
let cluster: Cluster;

beforeAll(async () => {
  if (adminUrl) cluster = await startCluster(adminUrl);
}, 240_000);
afterAll(async () => {
  await cluster?.stop();
}, 60_000);

const post = (origin: string, path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const signInAdmin = async (origin: string, address: string) => (await adminSession({ origin, address })).cookie;

const links = (origin: string) => post(origin, '/api/links/page/1/10', {}, { 'x-forwarded-for': '203.0.113.50' });
async function linkNames(res: Response): Promise<string[]> {
  const body = (await res.json()) as { data: { list: { linkName: string }[] } | null };
  expect(body.data, JSON.stringify(body)).not.toBeNull();
  return body.data!.list.map((l) => l.linkName);
}

describe.skipIf(!adminUrl)('two portal processes on one PostgreSQL behind nginx, with Redis', () => {
  test('a user signed in on one process is recognised on the other, and through the proxy', async () => {
    const cookie = await signInAdmin(cluster.apps[0], '198.51.100.61');
    for (const origin of [cluster.apps[1], cluster.proxy, cluster.proxy]) {
      const res = await fetch(`${origin}/api/user/info`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { email: string } }).data.email).toBe(E2E_ADMIN.email);
    }
  });

  test('a session signed out on one process ends on the other at once, though the other trusted it a moment ago', async () => {
    const cookie = await signInAdmin(cluster.apps[0], '198.51.100.66');
    const info = (origin: string) => fetch(`${origin}/api/user/info`, { headers: { cookie } });
    // The second process reads the session once and then trusts it for a while (decision 0068).
    expect((await info(cluster.apps[1])).status).toBe(200);
    expect((await info(cluster.apps[1])).status).toBe(200);
    const out = await post(cluster.apps[0], '/api/user/logout', {}, { cookie });
    expect(out.status).toBe(200);
    expect((await info(cluster.apps[0])).status).toBe(401);
    // The sign-out's answer leaves after the change was published; the other process is asked until it has heard it,
    // a handful of requests, far fewer than the seconds it would otherwise trust the session for.
    const statuses: number[] = [];
    for (let i = 0; i < 50 && statuses.at(-1) !== 401; i++) statuses.push((await info(cluster.apps[1])).status);
    expect(statuses.at(-1)).toBe(401);
  });

  test('limits are shared: sign-in failures and the per-address request limit count once across both', async () => {
    const guesser = '198.51.100.62';
    for (const origin of [cluster.apps[0], cluster.apps[1], cluster.apps[0], cluster.apps[1], cluster.apps[0]]) {
      const res = await post(
        origin,
        '/api/user/emailLogin',
        { email: 'nobody@example.com', password: 'wrong guess 1' },
        { 'x-forwarded-for': guesser },
      );
      expect(res.status).toBe(400);
    }
    const sixth = await post(
      cluster.apps[1],
      '/api/user/emailLogin',
      { email: 'nobody@example.com', password: 'x' },
      { 'x-forwarded-for': guesser },
    );
    expect(sixth.status).toBe(429);

    // RATE_LIMIT_PER_MINUTE is 40 on each process: 20 requests on each use up the one shared count.
    const reader = '198.51.100.63';
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) {
      const res = await fetch(`${cluster.apps[i % 2]}/api/site-info/detail`, { headers: { 'x-forwarded-for': reader } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
  });

  test('a cache entry dropped on one process is dropped on both', async () => {
    await links(cluster.apps[1]);
    expect((await links(cluster.apps[1])).headers.get('x-cache')).toBe('hit');
    const cookie = await signInAdmin(cluster.apps[0], '198.51.100.64');
    const name = `Shared link ${Date.now()}`;
    const added = await post(
      cluster.apps[0],
      '/api/admin/links/add',
      { linkName: name, linkUrl: 'https://example.com/shared' },
      { cookie },
    );
    expect(added.status).toBe(200);
    // The write's answer leaves only after the invalidation was published, and Redis delivers it at once;
    // the other process is asked until it has heard it (a state, not a time).
    let seen: string[] = [];
    for (let i = 0; i < 50 && !seen.includes(name); i++) seen = await linkNames(await links(cluster.apps[1]));
    expect(seen).toContain(name);
  });

  test("a message sent through one process shows at once in the other's kept conversation list", async () => {
    // A trader with a live session and an approved post, written straight to the database: the cluster mails no codes.
    const token = randomBytes(32).toString('base64url');
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    let leadId: number;
    try {
      const trader = await db.query<{ id: number }>(
        "insert into app_user (email, password_hash, nick_name) values ('trader@cluster.test', 'none', 'Cluster trader') returning id",
      );
      const userId = trader.rows[0]!.id;
      await db.query("insert into user_session (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')", [
        createHash('sha256').update(token).digest('hex'),
        userId,
      ]);
      const lead = await db.query<{ id: number }>(
        `insert into supply_demand (code, type, access_type, goods_type, user_id, content, check_status, check_time, expires_at)
         values ('cluster1', 1, '201', 'PORK', $1, 'Frozen pork bellies for the cluster', 2, now(), now() + interval '30 days') returning id`,
        [userId],
      );
      leadId = lead.rows[0]!.id;
    } finally {
      await db.end();
    }
    const address = '198.51.100.67';
    const admin = { cookie: await signInAdmin(cluster.apps[0], address), 'x-forwarded-for': address };
    const trader = { cookie: `cmsp_session=${token}`, 'x-forwarded-for': '198.51.100.68' };
    const sent = await post(cluster.apps[0], '/api/supply-demand/message/add', { supplyDemandId: leadId, content: 'Price CFR?' }, admin);
    expect(sent.status).toBe(200);
    const conversationId = ((await sent.json()) as { data: { conversationId: number } }).data.conversationId;
    const lastOn = async (origin: string) => {
      const res = await fetch(`${origin}/api/supply-demand/message/conversations`, { headers: admin });
      const list = ((await res.json()) as { data: { list: { id: number; lastMessage: { content: string } }[] } }).data.list;
      return list.find((x) => x.id === conversationId)?.lastMessage.content;
    };
    // Read twice on the second process: its list is kept there now (decision 0069).
    expect(await lastOn(cluster.apps[1])).toBe('Price CFR?');
    expect(await lastOn(cluster.apps[1])).toBe('Price CFR?');
    const replied = await post(cluster.apps[0], '/api/supply-demand/message/add', { conversationId, content: 'USD 2,900/t' }, trader);
    expect(replied.status).toBe(200);
    // Asked until the second process has heard the invalidation: a few requests, far fewer than its 10 s trust period.
    let last: string | undefined;
    for (let i = 0; i < 50 && last !== 'USD 2,900/t'; i++) last = await lastOn(cluster.apps[1]);
    expect(last).toBe('USD 2,900/t');
  });

  test('an upload written through one process is served by the other, from the shared bucket', async () => {
    const address = '198.51.100.65';
    const cookie = await signInAdmin(cluster.apps[0], address);
    const headers = { cookie, 'x-forwarded-for': address };
    // A clip no other test stores: its bytes can only come back from this upload.
    const clip = mp4Bytes(64 * 1024);
    randomBytes(clip.length - 0x20).copy(clip, 0x20);
    const query = new URLSearchParams({ purpose: 'topic-video', fileName: 'harbour.mp4', size: String(clip.length) });

    const tokenRes = await fetch(`${cluster.apps[0]}${uploadCalls.token.path}?${query}`, { headers });
    expect(tokenRes.status).toBe(200);
    const token = ((await tokenRes.json()) as { data: UploadToken }).data;
    // S3 mode: the browser posts to the bucket (a presigned POST), not to a portal.
    expect(token.uploadUrl.startsWith(`${cluster.s3.endpoint}/`)).toBe(true);
    const fileUrl = `${token.fileHost}${token.key}`;
    const confirm = (origin: string) => post(origin, uploadCalls.confirm.path, { key: token.key, token: token.uploadToken }, headers);

    // Before the post the other process finds nothing in the bucket, and the file's address is not served.
    const early = await confirm(cluster.apps[1]);
    expect(early.status).toBe(400);
    expect(((await early.json()) as { msg: string }).msg).toBe(UPLOAD_MSG.notReceived);
    expect((await fetch(`${cluster.apps[0]}${fileUrl}`, { headers })).status).toBe(404);

    const posted = await postToBucket(token, { filename: 'harbour.mp4', type: 'video/mp4', bytes: clip });
    expect(posted.status, posted.text).toBe(204);

    const confirmed = await confirm(cluster.apps[1]);
    expect(confirmed.status).toBe(200);
    const file = ((await confirmed.json()) as { data: UploadedFile }).data;
    expect(file).toMatchObject({ url: fileUrl, key: token.key, kind: 'video', mime: 'video/mp4', bytes: clip.length });

    // Confirmed through the second process, served by the first and through the proxy (which reaches both).
    for (const [origin, via] of [
      [cluster.apps[0], headers],
      [cluster.proxy, {}],
      [cluster.proxy, {}],
    ] as const) {
      const res = await fetch(`${origin}${file.url}`, { headers: via });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await res.arrayBuffer()).equals(clip)).toBe(true);
    }
  });
});
