import { sql } from 'drizzle-orm';
import { HEADER_LANG } from '../../../contracts/core/codes';
import { langOf } from '../../../contracts/core/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentCalls } from '../../../contracts/comments/calls';
import { jobCalls } from '../../../contracts/jobs/calls';
import { notificationCalls } from '../../../contracts/notifications/calls';
import type { NotificationItem } from '../../../contracts/notifications/models';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { jobsSettled } from '../../test-support/jobs';
import { mailsTo } from '../../test-support/outbox';
import { LEAD, postsApi, released, TOPIC } from '../../test-support/posts';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let li: SignedInUser;
let dave: SignedInUser;
let admin: SignedInUser;
let api: ReturnType<typeof postsApi>;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  alice = await registerUser(t, { nickName: 'Alice' });
  bob = await registerUser(t, { nickName: 'Bob' });
  li = await registerUser(t, { nickName: 'Li', language: 'zh' });
  dave = await registerUser(t, { nickName: 'Dave' });
  admin = await createAdmin(t);
  api = postsApi(t);
});
afterAll(() => t?.close());

const history = async (user: SignedInUser, language: 'en' | 'zh' = 'en') =>
  okData<{ list: NotificationItem[]; total: number }>(
    await call(
      t,
      notificationCalls.history,
      { params: { page: 1, limit: 50 } },
      { ...user, headers: { ...user.headers, [HEADER_LANG]: langOf(language) } },
    ),
  ).list;
const comment = (user: SignedInUser, commentsType: string, ownerId: number, messageContent: string) =>
  call(t, commentCalls.add, { body: { commentsType, ownerId, messageContent } }, user);
const reply = (user: SignedInUser, commentsType: string, ownerId: number, pid: number, messageContent: string) =>
  call(t, commentCalls.reply, { body: { commentsType, ownerId, pid, messageContent } }, user);
const runJob = async (name: string) => {
  const res = await call(t, jobCalls.runNow, { body: { name } }, admin);
  expect(res.statusCode, res.body).toBe(200);
  await jobsSettled(t);
};

describe('authors are told what happened to their posts and topics', () => {
  it('a refusal reaches the author once, with the reason as text, linked to their own list, in a mail with an HTML part', async () => {
    const lead = released(await api.addLead(alice, { ...LEAD, content: 'Frozen pork bellies <b>cheap</b>, 3 x 40ft a month.' }));
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 3, 'Contact details <script>x</script> in the text');
    const refused = (await history(alice)).filter((n) => n.title.startsWith('Your post was refused'));
    expect(refused).toHaveLength(1);
    expect(refused[0]!.title).toContain('<b>cheap</b>');
    expect(refused[0]!.body).toContain("The reviewer's reason: Contact details <script>x</script> in the text");
    expect(refused[0]!.link).toBe('/account/mySupplyPost');
    // Refusing it again with the same status changes nothing and tells nobody anything new.
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 3, 'Again');
    expect((await history(alice)).filter((n) => n.title.startsWith('Your post was refused'))).toHaveLength(1);

    const mails = (await mailsTo(t, alice.email)).filter((m) => m.includes('Your post was refused'));
    expect(mails).toHaveLength(1);
    // The HTML part escapes the author's and the reviewer's words and links to the author's list.
    expect(mails[0]).toContain('Contact details &lt;script&gt;x&lt;/script&gt; in the text');
    expect(mails[0]).not.toContain('<script>x</script> in the text</p>');
    expect(mails[0]).toMatch(/<a href="http[^"]*\/account\/mySupplyPost">/);
  });

  it('an approval of a topic links to the topic, in the reader language (Chinese), and is mailed once', async () => {
    const topic = released(await api.addTopic(li, TOPIC));
    await api.review(admin, 'COMMUNITY', topic.id, 2);
    const zh = (await history(li, 'zh')).filter((n) => n.link.includes(topic.code));
    expect(zh).toHaveLength(1);
    expect(zh[0]!.title).toBe(`您的发布已通过审核：${TOPIC.title}`);
    expect(zh[0]!.link).toBe(`/exchange/detail?code=${topic.code}`);
    const en = (await history(li, 'en')).filter((n) => n.link.includes(topic.code));
    expect(en[0]!.title).toBe(`Your post was approved: ${TOPIC.title}`);
    const mails = (await mailsTo(t, li.email)).filter((m) => m.includes('您的发布已通过审核'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`/zh/exchange/detail?code=${topic.code}`);
  });

  it('a post refused, then approved, tells each decision once', async () => {
    const lead = released(await api.addLead(bob, { ...LEAD, type: 2, content: 'Looking for chilled beef, 20 t a month.' }));
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 3, 'Say the grade');
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
    const mine = await history(bob);
    expect(mine.filter((n) => n.title.startsWith('Your post was refused') && n.link === '/account/myBuyPost')).toHaveLength(1);
    expect(mine.filter((n) => n.title.startsWith('Your post was approved') && n.link === '/community?type=2')).toHaveLength(1);
  });

  it('mail preference: daily gets no mail at once, off gets none; both see the notification', async () => {
    const save = (user: SignedInUser, emailMode: string) => call(t, notificationCalls.saveSettings, { body: { emailMode } }, user);
    expect((await save(dave, 'off')).statusCode).toBe(200);
    const topic = released(await api.addTopic(dave, { ...TOPIC, title: 'Cold store rates in Tianjin' }));
    await api.review(admin, 'COMMUNITY', topic.id, 2);
    expect((await history(dave)).filter((n) => n.link.includes(topic.code))).toHaveLength(1);
    expect((await mailsTo(t, dave.email)).filter((m) => m.includes('Cold store rates in Tianjin'))).toHaveLength(0);
    expect((await save(dave, 'daily')).statusCode).toBe(200);
    const second = released(await api.addTopic(dave, { ...TOPIC, title: 'Reefer delays at Dalian' }));
    await api.review(admin, 'COMMUNITY', second.id, 3, 'Duplicate');
    expect((await history(dave)).filter((n) => n.title.includes('Reefer delays at Dalian'))).toHaveLength(1);
    expect((await mailsTo(t, dave.email)).filter((m) => m.includes('Reefer delays at Dalian'))).toHaveLength(0);
  });
});

describe('authors are told of comments and replies', () => {
  it("a comment on a topic tells its author; a reply tells the comment's writer; nobody hears of their own words", async () => {
    const topic = released(await api.addTopic(alice, { ...TOPIC, title: 'Plug-in charges at Ningbo' }));
    await api.review(admin, 'COMMUNITY', topic.id, 2);
    const added = await comment(bob, 'COMMUNITY', topic.id, 'We pay <i>double</i> too.');
    expect(added.statusCode, added.body).toBe(200);
    const commentId = added.json().data as number;
    const toAlice = (await history(alice)).filter((n) => n.title === 'New comment on Plug-in charges at Ningbo');
    expect(toAlice).toHaveLength(1);
    expect(toAlice[0]!).toMatchObject({ body: 'Bob wrote: We pay <i>double</i> too.', link: `/exchange/detail?code=${topic.code}` });

    // The author answers Bob: Bob is told of the reply; Alice is not told of her own words.
    expect((await reply(alice, 'COMMUNITY', topic.id, commentId, 'Which forwarder?')).statusCode).toBe(200);
    const toBob = (await history(bob)).filter((n) => n.title === 'New reply to your comment on Plug-in charges at Ningbo');
    expect(toBob).toHaveLength(1);
    expect(toBob[0]!.body).toBe('Alice replied: Which forwarder?');
    expect((await history(alice)).filter((n) => n.title.includes('Plug-in charges at Ningbo') && n.body.startsWith('Alice'))).toHaveLength(
      0,
    );

    // A third user's reply to Bob tells Bob (reply) and Alice (a comment on her topic), each once.
    expect((await reply(dave, 'COMMUNITY', topic.id, commentId, 'Try the weekly rate.')).statusCode).toBe(200);
    expect((await history(bob)).filter((n) => n.body === 'Dave replied: Try the weekly rate.')).toHaveLength(1);
    expect((await history(alice)).filter((n) => n.body === 'Dave wrote: Try the weekly rate.')).toHaveLength(1);
    // Alice had one mail per comment on her topic: Bob's and Dave's; none of her own reply.
    expect((await mailsTo(t, alice.email)).filter((m) => m.includes('New comment on Plug-in charges at Ningbo'))).toHaveLength(2);
  });
});

describe('authors are told before and when their posts expire', () => {
  it('the daily job warns 7 days ahead and tells of expiry, once however often it runs; a renewal warns again', async () => {
    const lead = released(await api.addLead(bob, { ...LEAD, content: 'Frozen hake fillets, 2 x 40ft.' }));
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
    const { db } = t.database;
    const expireIn = (days: number) =>
      db.execute(sql`update supply_demand set expires_at = now() + ${`${days} days`}::interval where id = ${lead.id}`);
    const about = async (prefix: string) => (await history(bob)).filter((n) => n.title.startsWith(prefix) && n.title.includes('hake'));

    await expireIn(30);
    await runJob('lead-expiry');
    expect(await about('Your post expires in')).toHaveLength(0);

    await expireIn(3);
    await runJob('lead-expiry');
    await runJob('lead-expiry');
    const warned = await about('Your post expires in');
    expect(warned).toHaveLength(1);
    expect(warned[0]!.title).toContain('expires in 3 days');
    expect(warned[0]!.link).toBe('/account/mySupplyPost');

    await expireIn(-1);
    await runJob('lead-expiry');
    await runJob('lead-expiry');
    expect(await about('Your post has expired')).toHaveLength(1);
    // A renewed post that nears its new date is warned again.
    await expireIn(5);
    await runJob('lead-expiry');
    expect(await about('Your post expires in')).toHaveLength(2);
  });
});
