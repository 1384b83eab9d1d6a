import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MSG } from '../../../contracts/companies/codes';
import { companyCalls as c } from '../../../contracts/companies/calls';
import type { Application } from '../../../contracts/companies/models';
import type { CallDefinition } from '../../../contracts/core/calls';
import type { Conversation } from '../../../contracts/enquiries/models';
import { enquiryCalls } from '../../../contracts/enquiries/calls';
import { leadCalls } from '../../../contracts/leads/calls';
import { marketCalls } from '../../../contracts/market/calls';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { UPLOAD_MSG } from '../../../contracts/uploads/codes';
import { company } from '../../db/schema/index';
import { mailedCode, registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { auditSince, call, lastAuditId } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createActivePlant, createAdmin, createApprovedLead, type MadePlant } from '../../test-support/factories';
import { outcome, uploadThrough } from '../../test-support/uploads';
import { commentsApi, createFactoryNewsItem, written } from '../../shared/comments/comments-test-kit';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
let plant: MadePlant;
let domain: string;

const post = (definition: CallDefinition, body: unknown, user?: SignedInUser) => call(t, definition, { body }, user);
const get = (definition: CallDefinition, query: Record<string, unknown>, user?: SignedInUser) => call(t, definition, { query }, user);
const pdf = (size = 2048) => {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n').copy(bytes, 0);
  Buffer.from('\n%%EOF\n').copy(bytes, size - 7);
  return bytes;
};

/** A document uploaded through the shared flow; answers its address. */
async function uploadDocument(user: SignedInUser, filename = 'licence.pdf', bytes: Buffer = pdf()): Promise<string> {
  const answer = outcome(await uploadThrough(t, 'company-document', { filename, type: 'application/pdf', bytes }, user));
  expect(answer.status, answer.msg).toBe(200);
  return (answer.data as { url: string }).url;
}

const board = async (user?: SignedInUser) =>
  okData(await call(t, leadCalls.page, { params: { page: 1, limit: 50 }, body: {} }, user)).list as {
    userId: number;
    userInfo: { verified: { name: string; plants: { plantNo: string }[]; link: string } | null };
  }[];

const document = (url: string, user?: SignedInUser) =>
  // Raw: the document route answers the file, not an envelope, so it has no call definition.
  t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  alice = await registerUser(t, { nickName: 'Alice' });
  bob = await registerUser(t, { nickName: 'Bob' });
  admin = await createAdmin(t);
  plant = await createActivePlant(t, { countryCode: 'UY' });
  domain = `frigorifico${process.pid}.example`;
  await t.database.db
    .update(company)
    .set({ website: `https://www.${domain}/en` })
    .where(eq(company.companyCode, plant.company.companyCode));
});
afterAll(() => t?.close());

describe('verification: apply, confirm the work e-mail, review, badge, revoke', () => {
  it('walks an application from the document to the badge and back', async () => {
    const url = await uploadDocument(alice);
    // The Reg.No. typed loosely: lower case, a dash for the space.
    const loose = plant.plantNo.toLowerCase().replace(/\s/g, '-');
    const workEmail = `alice@mail.${domain}`;
    const applied = okData(
      await post(
        c.enterprise,
        { plants: [{ countryCode: 'uy', plantNo: loose }], workEmail, note: '<script>alert(1)</script> we export beef', documents: [url] },
        alice,
      ),
    );
    expect(applied).toMatchObject({ name: plant.company.plantName, domainMatch: true, knownDomain: domain });
    const id = applied.id as number;

    // Not yet: the work e-mail is unconfirmed.
    expectFailure(await post(c.decide, { id, approve: true }, admin), 400);
    expectFailure(await post(c.confirmEmail, { id, code: '000000' }, bob), 404);
    await post(c.confirmEmail, { id, code: await mailedCode(t, workEmail) }, alice).then(okData);

    const mine = okData(await get(c.mine, {}, alice)).list as Application[];
    expect(mine[0]).toMatchObject({
      id,
      state: 'PENDING',
      role: 'SUPPLIER',
      emailConfirmed: true,
      note: '<script>alert(1)</script> we export beef',
      plants: [{ plantNo: plant.plantNo, countryCode: 'UY' }],
    });
    const docUrl = mine[0]!.documents[0]!.url;

    // The document: the applicant and administrators only; the admin's read is audited.
    expect((await document(docUrl, alice)).statusCode).toBe(200);
    expect((await document(docUrl)).statusCode).toBe(404);
    expect((await document(docUrl, bob)).statusCode).toBe(404);
    // Raw: the media path serves files, it has no call definition.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const before = await lastAuditId(t);
    const read = await document(docUrl, admin);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect((await auditSince(t, before)).map((e) => e.action)).toEqual(['companyApplication.document']);

    // The queue, and the approval (audited, the applicant notified).
    const queue = okData(await get(c.queue, { state: 'PENDING' }, admin));
    expect(queue.list.map((a: Application) => a.id)).toContain(id);
    expectFailure(await get(c.queue, {}, alice), 404);
    const leadId = await createApprovedLead(t, alice.userId);
    const anonymousBefore = await board();
    expect(anonymousBefore.find((l) => l.userId === alice.userId)?.userInfo.verified).toBeNull();

    const auditStart = await lastAuditId(t);
    await post(c.decide, { id, approve: true }, admin).then(okData);
    expect((await auditSince(t, auditStart)).map((e) => e.action)).toEqual(['companyApplication.approve']);
    const notes = okData(await call(t, notificationCalls.history, { params: { page: 1, limit: 10 }, body: {} }, alice));
    expect(JSON.stringify(notes)).toContain('was approved');

    // The badge on her post, for anyone (the cached board too), linking to what was verified.
    const shown = (await board()).find((l) => l.userId === alice.userId);
    expect(shown?.userInfo.verified).toMatchObject({
      name: plant.company.plantName,
      plants: [{ plantNo: plant.plantNo }],
      link: `/verified/${id}`,
    });
    expect(okData(await get(c.verified, { id }))).toMatchObject({ name: plant.company.plantName, role: 'SUPPLIER' });
    expect(leadId).toBeGreaterThan(0);

    // A second application for the company already owned.
    const bobUrl = await uploadDocument(bob);
    const second = await post(
      c.enterprise,
      { plants: [{ countryCode: 'UY', plantNo: plant.plantNo }], workEmail: 'bob@example.com', documents: [bobUrl] },
      bob,
    );
    expectFailure(second, 409);
    expect(second.json().msg).toBe(COMPANY_MSG.companyOwned);

    // Revoking removes the badge at once, from the cached board too; the owner hears why.
    await post(c.revoke, { id, reason: 'Licence expired' }, admin).then(okData);
    expect((await board()).find((l) => l.userId === alice.userId)?.userInfo.verified).toBeNull();
    expect((await board(bob)).find((l) => l.userId === alice.userId)?.userInfo.verified).toBeNull();
    expectFailure(await get(c.verified, { id }), 404);
    expect(JSON.stringify(okData(await call(t, notificationCalls.history, { params: { page: 1, limit: 10 }, body: {} }, alice)))).toContain(
      'Licence expired',
    );
  });
});

describe('verification: refusals and bad input', () => {
  it('refuses a wrong file type and a file over the limit', async () => {
    const text = Buffer.from('just text, not a PDF at all');
    const wrong = outcome(
      await uploadThrough(t, 'company-document', { filename: 'licence.pdf', type: 'application/pdf', bytes: text }, bob),
    );
    expect(wrong).toMatchObject({ status: 400, msg: UPLOAD_MSG.documentFormat });
    const exe = outcome(
      await uploadThrough(t, 'company-document', { filename: 'licence.exe', type: 'application/pdf', bytes: pdf() }, bob),
    );
    expect(exe).toMatchObject({ step: 'token', status: 400, msg: UPLOAD_MSG.documentFormat });
    const big = outcome(
      await uploadThrough(t, 'company-document', { filename: 'big.pdf', type: 'application/pdf', bytes: pdf(10 * 1024 * 1024 + 1) }, bob),
    );
    expect(big).toMatchObject({ status: 400, msg: UPLOAD_MSG.maxSize10M });
  });

  it('refuses an unknown plant, no company, no document, a bad e-mail, and another user’s upload', async () => {
    const url = await uploadDocument(bob);
    const base = { plants: [{ countryCode: 'UY', plantNo: plant.plantNo }], workEmail: 'bob@example.com', documents: [url] };
    expectFailure(
      await post(c.enterprise, { ...base, plants: [{ countryCode: 'UY', plantNo: '<b>NOPE 1</b>' }] }, bob),
      400,
      'plants.0.plantNo',
    );
    expectFailure(await post(c.enterprise, { ...base, plants: [] }, bob), 400, 'plants');
    expectFailure(await post(c.enterprise, { ...base, documents: [] }, bob), 400, 'documents');
    expectFailure(await post(c.enterprise, { ...base, workEmail: '<i>not an e-mail</i>' }, bob), 400, 'workEmail');
    const aliceUrl = await uploadDocument(alice);
    expectFailure(await post(c.enterprise, { ...base, documents: [aliceUrl] }, bob), 400, 'documents');
    expectFailure(await post(c.enterprise, base), 401);
    expectFailure(await post(c.decide, { id: 1, approve: true }, bob), 404);
  });

  it('keeps markup in a personal application as text, and a refusal needs a reason', async () => {
    const url = await uploadDocument(bob, 'passport.pdf');
    const applied = okData(await post(c.personal, { realName: '<img src=x onerror=alert(1)>', note: '<b>hi</b>', documents: [url] }, bob));
    expectFailure(await post(c.personal, { realName: 'Bob', documents: [await uploadDocument(bob)] }, bob), 409);
    expectFailure(await post(c.decide, { id: applied.id, approve: false }, admin), 400, 'reason');
    await post(c.decide, { id: applied.id, approve: false, reason: '<u>blurred</u>' }, admin).then(okData);
    const mine = okData(await get(c.mine, {}, bob)).list as Application[];
    expect(mine.find((a) => a.id === applied.id)).toMatchObject({
      name: '<img src=x onerror=alert(1)>',
      note: '<b>hi</b>',
      state: 'REFUSED',
      reason: '<u>blurred</u>',
      role: 'PERSON',
    });
  });
});

describe('the badge on comments, conversations and the company page', () => {
  it('shows the verified company everywhere its owner speaks, and a revocation removes it at once, cached answers too', async () => {
    const carol = await registerUser(t, { nickName: 'Carol' });
    const made = await createActivePlant(t, { countryCode: 'NZ' });
    const applied = okData(
      await post(
        c.enterprise,
        {
          plants: [{ countryCode: 'NZ', plantNo: made.plantNo }],
          workEmail: 'carol@works.example',
          documents: [await uploadDocument(carol)],
        },
        carol,
      ),
    );
    await post(c.confirmEmail, { id: applied.id, code: await mailedCode(t, 'carol@works.example') }, carol).then(okData);

    const companyKey = { companyCode: made.company.companyCode, countryCode: 'NZ', accessType: made.accessType };
    const companyPage = async () => {
      const res = await call(t, marketCalls.company, { body: companyKey });
      return { verified: (okData(res) as { verified: { link: string; name: string } | null }).verified, cache: res.headers['x-cache'] };
    };
    // Before: no badge, and the anonymous answer is kept.
    expect((await companyPage()).verified).toBeNull();
    expect(await companyPage()).toEqual({ verified: null, cache: 'hit' });

    await post(c.decide, { id: applied.id, approve: true }, admin).then(okData);
    const badge = { name: made.company.plantName, link: `/verified/${applied.id}` };
    expect((await companyPage()).verified).toMatchObject(badge);
    // Kept with the badge from now on.
    expect(await companyPage()).toMatchObject({ verified: badge, cache: 'hit' });

    // Her comment, and her conversation as the other party sees it.
    const articleId = await createFactoryNewsItem(t);
    const comments = commentsApi(t, articleId);
    written(await comments.add(carol, 'We ship chilled lamb weekly.'));
    const commented = async () => (await comments.list()).list.find((x) => x.authorId === carol.userId)?.verified ?? null;
    expect(await commented()).toMatchObject(badge);
    const leadId = await createApprovedLead(t, bob.userId);
    await post(enquiryCalls.add, { supplyDemandId: leadId, content: 'Could you quote CFR Shanghai?' }, carol).then(okData);
    const withCarol = async () =>
      (okData(await get(enquiryCalls.conversations, {}, bob)).list as Conversation[]).find((x) => x.other.userId === carol.userId)!.other
        .verified;
    expect(await withCarol()).toMatchObject(badge);

    await post(c.revoke, { id: applied.id, reason: 'Letter withdrawn' }, admin).then(okData);
    expect((await companyPage()).verified).toBeNull();
    expect(await commented()).toBeNull();
    expect(await withCarol()).toBeNull();
  });
});
