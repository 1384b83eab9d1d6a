import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCalls } from '../../../../contracts/jobs/calls';
import { notificationCalls } from '../../../../contracts/notifications/calls';
import { SEARCH_LIMITS, SEARCH_MSG } from '../../../../contracts/searches/codes';
import { searchCalls } from '../../../../contracts/searches/calls';
import { notification, savedSearch } from '../../../db/schema/index';
import { registerUser, type SignedInUser } from '../../../test-support/accounts';
import { createTestApp, type TestApp } from '../../../test-support/app';
import { call } from '../../../test-support/calls';
import { expectFailure, okData } from '../../../test-support/envelope';
import { createAdmin } from '../../../test-support/factories';
import { jobsSettled } from '../../../test-support/jobs';
import { mailsTo } from '../../../test-support/outbox';
import { daysFromNow, LEAD, postsApi, released, STRUCTURED_LEAD } from '../../../test-support/posts';

let t: TestApp;
let admin: SignedInUser;
let author: SignedInUser;
let porkBuyer: SignedInUser;
let beefBuyer: SignedInUser;
let quietBuyer: SignedInUser;
let dailyBuyer: SignedInUser;
let api: ReturnType<typeof postsApi>;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
  author = await registerUser(t, { nickName: 'Seller' });
  porkBuyer = await registerUser(t, { nickName: 'PorkBuyer' });
  beefBuyer = await registerUser(t, { nickName: 'BeefBuyer' });
  quietBuyer = await registerUser(t, { nickName: 'QuietBuyer' });
  dailyBuyer = await registerUser(t, { nickName: 'DailyBuyer' });
  api = postsApi(t);
  data(await call(t, notificationCalls.saveSettings, { body: { emailMode: 'daily' } }, dailyBuyer));
});
afterAll(() => t?.close());

/** The data of a successful call, whatever its own success message. */
function data<T = any>(res: { statusCode: number; body: string; json(): any }): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}
const save = (user: SignedInUser | undefined, body: object) => call(t, searchCalls.save, { body }, user);
const list = async (user: SignedInUser) =>
  data(await call(t, searchCalls.list, {}, user)).list as { id: number; name: string; mail: boolean; matches: number }[];
const runJob = async (name: string) => {
  data(await call(t, jobCalls.runNow, { body: { name } }, admin));
  await jobsSettled(t);
};
const searchNotices = (user: SignedInUser) =>
  t.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, user.userId), like(notification.eventKey, 'search:%')));

describe('saved searches: save, list, rename, delete', () => {
  it('a user saves the board filters under a name and lists them; bad input is refused and nothing is stored', async () => {
    const saved = data(await save(porkBuyer, { name: 'Pork bellies', filter: { type: 1, searchKey: 'pork bellies' } }));
    expect(saved).toMatchObject({ name: 'Pork bellies', filter: { type: 1, searchKey: 'pork bellies' }, mail: true, matches: 0 });
    expect(expectFailure(await save(porkBuyer, { name: '  ', filter: { type: 1 } }), 400, 'name').msg).toContain(SEARCH_MSG.nameRequired);
    expect(expectFailure(await save(porkBuyer, { name: 'x'.repeat(SEARCH_LIMITS.nameMax + 1), filter: {} }), 400, 'name').msg).toContain(
      SEARCH_MSG.nameTooLong,
    );
    expect(expectFailure(await save(porkBuyer, { name: 'Pork bellies', filter: { type: 2 } }), 400, 'name').msg).toContain(
      SEARCH_MSG.nameTaken,
    );
    expectFailure(await save(porkBuyer, { name: 'Bad type', filter: { type: 7 } }), 400, 'filter.type');
    expectFailure(await save(undefined, { name: 'Visitor', filter: { type: 1 } }), 401);
    // Markup is a name like any other: kept as text.
    const marked = data(await save(porkBuyer, { name: '<b>bold</b>', filter: { type: 2 } }));
    expect(marked.name).toBe('<b>bold</b>');
    expect((await list(porkBuyer)).map((s) => s.name)).toEqual(['<b>bold</b>', 'Pork bellies']);
    data(await call(t, searchCalls.remove, { body: { id: marked.id } }, porkBuyer));
    expect((await list(porkBuyer)).map((s) => s.name)).toEqual(['Pork bellies']);
  });

  it('only its owner renames, mutes or deletes a search: to anyone else it does not exist', async () => {
    const [mine] = await list(porkBuyer);
    expect(expectFailure(await call(t, searchCalls.update, { body: { id: mine!.id, name: 'Mine now' } }, beefBuyer), 404).msg).toBe(
      SEARCH_MSG.notFound,
    );
    expect(expectFailure(await call(t, searchCalls.remove, { body: { id: mine!.id } }, beefBuyer), 404).msg).toBe(SEARCH_MSG.notFound);
    expect(expectFailure(await call(t, searchCalls.remove, { body: { id: 999_999 } }, porkBuyer), 404).msg).toBe(SEARCH_MSG.notFound);
    expect(await list(beefBuyer)).toEqual([]);
    const renamed = data(await call(t, searchCalls.update, { body: { id: mine!.id, name: 'Bellies' } }, porkBuyer));
    expect(renamed).toMatchObject({ name: 'Bellies', mail: true });
    data(await call(t, searchCalls.update, { body: { id: mine!.id, name: 'Pork bellies' } }, porkBuyer));
  });

  it(`a user keeps at most ${SEARCH_LIMITS.perUser} searches`, async () => {
    const user = await registerUser(t, { nickName: 'Hoarder' });
    for (let i = 0; i < SEARCH_LIMITS.perUser; i++) data(await save(user, { name: `Search ${i}`, filter: { type: 1 } }));
    expect(expectFailure(await save(user, { name: 'One more', filter: { type: 1 } }), 400).msg).toBe(SEARCH_MSG.tooMany);
    const rows = await t.database.db.select().from(savedSearch).where(eq(savedSearch.userId, user.userId));
    expect(rows).toHaveLength(SEARCH_LIMITS.perUser);
  });
});

describe('saved searches: a newly approved post notifies exactly the searches it matches', () => {
  it('the pork search hears of an approved pork post, the beef search and the other type do not, and nobody twice', async () => {
    data(await save(beefBuyer, { name: 'Beef', filter: { type: 1, searchKey: 'beef' } }));
    data(await save(beefBuyer, { name: 'Pork wanted', filter: { type: 2, searchKey: 'pork' } }));
    data(await save(quietBuyer, { name: 'Any supply', filter: { type: 1 }, mail: false }));
    data(await save(dailyBuyer, { name: 'Bellies daily', filter: { type: 1, searchKey: 'bellies' } }));
    // The author's own search never tells them of their own post.
    data(await save(author, { name: 'My own pork', filter: { type: 1, searchKey: 'pork' } }));

    const lead = released(await api.addLead(author, LEAD));
    await runJob('saved-search-match');
    // Under review: nobody hears of it yet.
    expect(await searchNotices(porkBuyer)).toHaveLength(0);
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
    await runJob('saved-search-match');

    const pork = await searchNotices(porkBuyer);
    expect(pork).toHaveLength(1);
    expect(pork[0]).toMatchObject({ title: 'New post for your search “Pork bellies”', link: '/community?keywords=pork+bellies' });
    expect(pork[0]!.body).toContain('Frozen pork bellies');
    expect(pork[0]!.texts.zh?.title).toBe('您的搜索“Pork bellies”有新信息');
    expect(await searchNotices(beefBuyer)).toHaveLength(0);
    expect(await searchNotices(author)).toHaveLength(0);
    expect(await searchNotices(quietBuyer)).toHaveLength(1);
    expect(await searchNotices(dailyBuyer)).toHaveLength(1);
    expect((await list(porkBuyer))[0]!.matches).toBe(1);

    // Approving it again, or running the job again, tells nobody twice.
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
    await runJob('saved-search-match');
    expect(await searchNotices(porkBuyer)).toHaveLength(1);
  });

  it('a search saved after a post was approved is not told of it; a refused post tells nobody', async () => {
    const late = await registerUser(t, { nickName: 'Late' });
    const refused = released(await api.addLead(author, { ...LEAD, content: 'Pork jowls, refused later' }));
    data(await save(late, { name: 'Pork', filter: { type: 1, searchKey: 'pork' } }));
    await api.review(admin, 'SUPPLY_DEMAND', refused.id, 3, 'Contact details in the text');
    await runJob('saved-search-match');
    expect(await searchNotices(late)).toHaveLength(0);
  });

  it('the daily mail lists the matches once, only to users who take mail at once and only for searches with mail on', async () => {
    await runJob('saved-search-mail');
    const porkMails = (await mailsTo(t, porkBuyer.email)).filter((m) => /saved searches/.test(m));
    expect(porkMails).toHaveLength(1);
    expect(porkMails[0]).toMatch(/1 new post for your saved searches/);
    expect(porkMails[0]).toContain('Frozen pork bellies');
    // Mail off for the search: the notification only. On the daily digest: the digest carries it, not a second mail.
    expect((await mailsTo(t, quietBuyer.email)).filter((m) => /saved searches/.test(m))).toHaveLength(0);
    expect((await mailsTo(t, dailyBuyer.email)).filter((m) => /saved searches/.test(m))).toHaveLength(0);
    // The next day's run has nothing new to tell.
    await runJob('saved-search-mail');
    expect((await mailsTo(t, porkBuyer.email)).filter((m) => /saved searches/.test(m))).toHaveLength(1);
  });

  it('a deleted search hears of nothing more', async () => {
    const [mine] = await list(porkBuyer);
    data(await call(t, searchCalls.remove, { body: { id: mine!.id } }, porkBuyer));
    const lead = released(await api.addLead(author, { ...LEAD, content: 'More frozen pork bellies, June shipment' }));
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
    await runJob('saved-search-match');
    expect(await searchNotices(porkBuyer)).toHaveLength(1);
    expect(okData(await api.leads({ type: 1, searchKey: 'June shipment' })).list).toHaveLength(1);
  });
});

describe('saved searches: the structured offer filters match as the board does', () => {
  it('a search for Brazilian beef CIF under USD 6,000 a tonne hears of that offer and not of the dearer one', async () => {
    const buyer = await registerUser(t, { nickName: 'CifBuyer' });
    const filter = { type: 1, goodsType: 'BEEF', originCountry: 'BR', incoterm: 'CIF', priceMax: '6000', priceCurrency: 'USD' };
    data(await save(buyer, { name: 'BR beef CIF', filter }));
    const cheap = { ...STRUCTURED_LEAD, content: 'Boneless beef, forequarter, CIF Shanghai', validUntil: daysFromNow(30) };
    const dear = { ...cheap, content: 'Boneless beef, striploins, CIF Shanghai', price: '9100' };
    for (const body of [cheap, dear]) {
      const lead = released(await api.addLead(author, body));
      await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
    }
    await runJob('saved-search-match');
    const told = await searchNotices(buyer);
    expect(told.map((n) => n.body)).toEqual(['Boneless beef, forequarter, CIF Shanghai']);
    expect(told[0]!.link).toBe('/community?product=BEEF&origin=BR&incoterm=CIF&priceMax=6000&currency=USD');
  });
});
