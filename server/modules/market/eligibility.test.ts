import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import { marketCalls } from '../../../contracts/market/calls';
import type { Eligibility } from '../../../contracts/market/eligibility';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { createActivePlant, createSuspendedPlant } from '../../test-support/factories';
import { expectFailure, okData } from '../../test-support/envelope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const ask = async (body: object) => call(t, marketCalls.eligibility, { body });
const answer = async (body: object) => okData<Eligibility>(await ask(body));
const post = async (definition: CallDefinition, payload: object) => okData(await call(t, definition, { body: payload }));
const reason = (e: Eligibility, check: string) => e.reasons.filter((r) => r.check === check);

describe('POST /api/market/eligibility', () => {
  it('says yes for an active plant registered for the goods type, every reason with its source and date', async () => {
    const plant = await createActivePlant(t);
    const e = await answer({ countryCode: plant.countryCode, plantNo: plant.plantNo, accessType: '201', goodsType: plant.goodsTypes[0] });
    expect(e.answer).toBe('yes');
    expect(e.plant?.plantNo).toBe(plant.plantNo);
    expect(e.reasons.map((r) => r.check)).toEqual(['plant', 'registration', 'suspension', 'ban', 'product']);
    expect(e.reasons.every((r) => r.outcome === 'pass' && r.source !== '')).toBe(true);
    expect(reason(e, 'registration')[0]!.text).toMatch(/valid until \d{4}-\d{2}-\d{2}/);
    expect(reason(e, 'plant')[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The reasons name the country as a reader knows it, not by its code.
    expect(reason(e, 'product')[0]!.text).toContain(`from ${e.plant!.countryName}.`);
    const zh = okData<Eligibility>(
      await call(t, marketCalls.eligibility, {
        body: { countryCode: plant.countryCode, plantNo: plant.plantNo, accessType: '201', goodsType: plant.goodsTypes[0], lang: 'zh_cn' },
      }),
    );
    expect(reason(zh, 'product')[0]!.text).toContain(`从${zh.plant!.countryName}进口`);
  });

  it('finds the plant by its Reg.No. written another way, and checks a product by its code', async () => {
    const plant = await createActivePlant(t);
    const list = await post(marketCalls.products, { accessType: '201', countryCode: plant.countryCode, limit: 100 });
    const own = list.list.find((p: any) => p.plantNo.split('、').includes(plant.plantNo) && p.goodsType === plant.goodsTypes[0]);
    const e = await answer({
      countryCode: plant.countryCode,
      plantNo: plant.plantNo.toLowerCase().replace(/\s/g, '-'),
      accessType: '201',
      goodsCode: own?.goodsCode ?? list.list.find((p: any) => p.goodsType === plant.goodsTypes[0]).goodsCode,
    });
    expect(e.plant?.plantNo).toBe(plant.plantNo);
    expect(e.product).not.toBeNull();
    expect(reason(e, 'product')[0]!.outcome).toBe(own ? 'pass' : 'warn');
  });

  it('says no for a suspended plant, naming the suspension and its date', async () => {
    const plant = await createSuspendedPlant(t);
    const e = await answer({ countryCode: plant.countryCode, plantNo: plant.plantNo, accessType: '201', goodsType: plant.goodsTypes[0] });
    expect(e.answer).toBe('no');
    expect(reason(e, 'plant')[0]).toMatchObject({ outcome: 'fail', text: expect.stringContaining('Suspended') });
    const suspension = reason(e, 'suspension')[0]!;
    expect(suspension.outcome).toBe('fail');
    expect(suspension.text).toContain(`since ${suspension.date}`);
  });

  it('says no for a goods type banned in the whole country, and for a plant not registered for it', async () => {
    const bans = await post(marketCalls.animalDiseases, { limit: 1000 });
    const whole = bans.list.filter((b: any) => b.areaName === 'Whole country' && b.accessType === '201');
    let checked = 0;
    for (const ban of whole) {
      const plants = await post(marketCalls.plants, { accessType: '201', countryCode: ban.countryCode, limit: 1 });
      if (plants.total === 0) continue;
      const goodsType = /swine/i.test(ban.plagueName) ? 'PORK' : /avian/i.test(ban.plagueName) ? 'POULTRY' : 'BEEF';
      const e = await answer({ countryCode: ban.countryCode, plantNo: plants.list[0].plantNo, accessType: '201', goodsType });
      expect(e.answer).toBe('no');
      expect(reason(e, 'ban').some((r) => r.outcome === 'fail' && r.date === ban.banDate && r.text.includes('whole country'))).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('says no for an unknown Reg.No., and refuses a question without goods with a 400 naming the field', async () => {
    const e = await answer({ countryCode: 'BR', plantNo: 'SIF 999999', accessType: '201', goodsType: 'BEEF' });
    expect(e.answer).toBe('no');
    expect(e.plant).toBeNull();
    expectFailure(await ask({ countryCode: 'BR', plantNo: 'SIF 1', accessType: '201' }), 400, 'goodsType');
    expectFailure(await ask({ countryCode: 'br', plantNo: 'SIF 1', goodsType: 'BEEF' }), 400, 'countryCode');
    expectFailure(await ask({ countryCode: 'BR', plantNo: 'SIF 1', goodsCode: 'NOPE1' }), 404);
  });
});
