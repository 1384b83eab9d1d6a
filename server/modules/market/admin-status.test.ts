import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls } from '../../../contracts/admin/calls';
import { marketCalls } from '../../../contracts/market/calls';
import { marketAdminCalls } from '../../../contracts/market/admin';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { createActivePlant, createAdmin } from '../../test-support/factories';
import { registerUser } from '../../test-support/accounts';
import { expectFailure, okData } from '../../test-support/envelope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const setStatus = (headers: Record<string, string>, body: object) => call(t, marketAdminCalls.setPlantStatus, { body }, { headers });
const history = async (key: object) => okData(await call(t, marketCalls.approvalHistory, { body: { ...key, limit: 100 } })).list;

describe('POST /api/admin/market/plant-status', () => {
  it('suspends and resumes a plant through the history path: an event each, the suspension, and the audit log', async () => {
    const admin = await createAdmin(t);
    const plant = await createActivePlant(t);
    const key = { accessType: plant.accessType, countryCode: plant.countryCode, plantNo: plant.plantNo };
    const suspended = okData(
      await setStatus(admin.headers, { ...key, status: 0, reason: 'Residue found at port inspection', asOf: '2026-11-20' }),
    );
    expect(suspended).toEqual({ plantNo: plant.plantNo, status: 0, previousStatus: 1 });
    const [latest] = await history(key);
    expect(latest).toMatchObject({
      sourceDate: '2026-11-20',
      recordType: 'SUSPENDED',
      enContent: expect.stringContaining('Residue found'),
    });
    const stopped = okData(await call(t, marketCalls.suspended, { body: { ...key, plantNo: plant.plantNo } }));
    expect(stopped.list.map((s: any) => s.plantNo)).toContain(plant.plantNo);
    const eligibility = okData(await call(t, marketCalls.eligibility, { body: { ...key, goodsType: plant.goodsTypes[0] } }));
    expect(eligibility.answer).toBe('no');
    expect(eligibility.reasons.find((r: any) => r.check === 'plant').source).toBe("The portal's administrator");

    okData(await setStatus(admin.headers, { ...key, status: 1, reason: 'Corrective actions accepted' }));
    expect((await history(key))[0]).toMatchObject({ recordType: 'RESUMED' });
    const audit = okData(await call(t, adminCalls.audit, { query: { action: 'plant.status' } }, admin));
    expect(audit.list.filter((e: any) => e.subjectType === 'plant').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a change that is no change, a short reason, and anyone but an administrator', async () => {
    const admin = await createAdmin(t);
    const plant = await createActivePlant(t);
    const key = { accessType: plant.accessType, countryCode: plant.countryCode, plantNo: plant.plantNo };
    expectFailure(await setStatus(admin.headers, { ...key, status: 1, reason: 'Already active' }), 400, 'status');
    expectFailure(await setStatus(admin.headers, { ...key, status: 0, reason: 'x' }), 400, 'reason');
    const user = await registerUser(t);
    expect((await setStatus(user.headers, { ...key, status: 0, reason: 'Not allowed here' })).statusCode).toBe(404);
    expect((await history(key))[0].recordType).not.toBe('SUSPENDED');
  });
});
