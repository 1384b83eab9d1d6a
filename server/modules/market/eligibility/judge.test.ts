import { describe, expect, it } from 'vitest';
import { WHOLE_COUNTRY } from '../diseases';
import type { EligibilityFacts, PlantEventFact } from './facts';
import {
  BAN_SOURCE,
  banCheck,
  judge,
  plantCheck,
  PRODUCT_SOURCE,
  productCheck,
  registrationCheck,
  suspensionCheck,
  wordingIn,
} from './judge';

// The eligibility rule on facts alone: no database. The API answers are covered by ../eligibility.test.ts.
const TODAY = '2026-06-01';
const imported: PlantEventFact = {
  recordType: 'REGISTERED',
  sourceDate: '2026-01-15',
  goodsType: 'BEEF',
  source: 'import',
  sourceFile: 'uruguay-2026-01.xlsx',
};
const LIST_SOURCE = 'GACC registered establishments list (uruguay-2026-01.xlsx)';

/** An Active plant registered for beef until 2027, with no suspension, no ban and beef products open. */
const facts = (over: Partial<EligibilityFacts> = {}): EligibilityFacts => ({
  countryCode: 'UY',
  countryName: 'Uruguay',
  plantNo: 'UY-218',
  goodsType: 'BEEF',
  goodsTypeName: 'Beef',
  plant: {
    plantNo: 'UY-218',
    plantName: 'Frigorífico Uno',
    countryCode: 'UY',
    countryName: 'Uruguay',
    accessType: '201',
    status: 1,
    address: '12 Ruta 5, Tacuarembó, Tacuarembó',
  },
  events: [imported],
  registration: { state: 'valid', registerDate: '2025-03-01', registerExpireDate: '2027-03-01', chinaRegisterCode: 'CUY1' },
  openSuspensions: [],
  bans: [],
  product: null,
  openProducts: 3,
  ...over,
});
const plantOf = (f: EligibilityFacts) => f.plant!;

describe('judge', () => {
  it('answers yes when every check passes, in the order of the checks', () => {
    const e = judge(facts(), TODAY);
    expect(e.answer).toBe('yes');
    expect(e.asOf).toBe(TODAY);
    expect(e.reasons.map((r) => `${r.check}:${r.outcome}`)).toEqual([
      'plant:pass',
      'registration:pass',
      'suspension:pass',
      'ban:pass',
      'product:pass',
    ]);
  });

  it('answers no when one check fails, and uncertain when one only warns', () => {
    expect(judge(facts({ openProducts: 0 }), TODAY).answer).toBe('no');
    expect(judge(facts({ registration: { ...facts().registration!, registerExpireDate: null } }), TODAY).answer).toBe('uncertain');
  });
});

describe('plant check', () => {
  it('passes an Active plant, citing its latest event', () => {
    expect(plantCheck(facts(), TODAY)).toEqual([
      { check: 'plant', outcome: 'pass', text: 'The plant is Active.', source: LIST_SOURCE, date: '2026-01-15' },
    ]);
  });

  it('fails a Suspended plant, and an unknown Reg.No. as of today', () => {
    const suspended = facts();
    suspended.plant = { ...plantOf(suspended), status: 0 };
    expect(plantCheck(suspended, TODAY)[0]).toMatchObject({ outcome: 'fail', text: 'The plant is Suspended: it may not ship to China.' });
    expect(plantCheck(facts({ plant: null, events: [], registration: null }), TODAY)).toEqual([
      {
        check: 'plant',
        outcome: 'fail',
        text: 'No plant with Reg.No. UY-218 is registered in Uruguay for this access type.',
        source: 'Market data: registered plants',
        date: TODAY,
      },
    ]);
  });

  it('names an administrator or the demo generator as the source', () => {
    const admin = facts({ events: [{ ...imported, source: 'admin', sourceDate: '2026-05-02' }] });
    expect(plantCheck(admin, TODAY)[0]).toMatchObject({ source: "The portal's administrator", date: '2026-05-02' });
    expect(plantCheck(facts({ events: [] }), TODAY)[0]).toMatchObject({ source: 'Market data', date: null });
  });
});

describe('registration check', () => {
  it('passes a valid registration in its dates, warning in the text when it ends within 90 days', () => {
    expect(registrationCheck(facts(), TODAY)).toEqual([
      {
        check: 'registration',
        outcome: 'pass',
        text: 'Registered for Beef (China registration code CUY1): registered 2025-03-01, valid until 2027-03-01.',
        source: LIST_SOURCE,
        date: '2026-01-15',
      },
    ]);
    const soon = facts({ registration: { ...facts().registration!, registerExpireDate: '2026-07-01' } });
    expect(registrationCheck(soon, TODAY)[0]!.text).toContain('It expires in 30 days.');
  });

  it('fails a missing, cancelled, expired or future registration', () => {
    const reg = facts().registration!;
    const outcome = (over: Partial<EligibilityFacts>) => registrationCheck(facts(over), TODAY)[0]!;
    expect(outcome({ registration: null })).toMatchObject({
      outcome: 'fail',
      text: 'The plant is not registered for Beef.',
      source: LIST_SOURCE,
    });
    expect(outcome({ registration: { ...reg, state: 'cancelled' } }).text).toBe(
      'The registration for Beef (China registration code CUY1) is cancelled: registered 2025-03-01, valid until 2027-03-01.',
    );
    expect(outcome({ registration: { ...reg, registerExpireDate: '2026-05-31' } })).toMatchObject({
      outcome: 'fail',
      text: expect.stringContaining('expired on 2026-05-31'),
    });
    expect(outcome({ registration: { ...reg, registerDate: '2026-06-02' } })).toMatchObject({
      outcome: 'fail',
      text: expect.stringContaining('starts on 2026-06-02'),
    });
  });

  it('warns on a valid registration without an expiry date', () => {
    const open = facts({ registration: { ...facts().registration!, registerExpireDate: null } });
    expect(registrationCheck(open, TODAY)[0]).toMatchObject({ outcome: 'warn', text: expect.stringContaining('no expiry date recorded') });
  });

  it('gives no registration reason without a plant', () => {
    expect(registrationCheck(facts({ plant: null }), TODAY)).toEqual([]);
  });
});

describe('suspension check', () => {
  it('passes when no suspension of the goods type is in force, counting those of other goods types', () => {
    const other = facts({ openSuspensions: [{ goodsType: 'OFFAL', suspendDate: '2026-04-01', reason: '' }] });
    expect(suspensionCheck(other, TODAY)).toEqual([
      {
        check: 'suspension',
        outcome: 'pass',
        text: 'No suspension of Beef from the plant is in force (1 suspension of other goods types in force).',
        source: LIST_SOURCE,
        date: '2026-01-15',
      },
    ]);
  });

  it('fails with each suspension of the goods type, its date and reason, sourced from its event', () => {
    const suspendedEvent: PlantEventFact = { ...imported, recordType: 'SUSPENDED', sourceDate: '2026-04-10', source: 'admin' };
    const suspended = facts({
      events: [suspendedEvent, imported],
      openSuspensions: [{ goodsType: 'BEEF', suspendDate: '2026-04-10', reason: 'Residue found' }],
    });
    expect(suspensionCheck(suspended, TODAY)).toEqual([
      {
        check: 'suspension',
        outcome: 'fail',
        text: 'Imports of Beef from the plant are suspended since 2026-04-10: Residue found.',
        source: "The portal's administrator",
        date: '2026-04-10',
      },
    ]);
  });
});

describe('ban check', () => {
  const ban = { banDate: '2025-09-01', plagueName: 'Foot-and-mouth disease', plagueNameAlias: 'FMD', areaName: WHOLE_COUNTRY };

  it('passes when no ban is recorded, as of today', () => {
    expect(banCheck(facts(), TODAY)).toEqual([
      { check: 'ban', outcome: 'pass', text: 'No animal disease ban on Beef from Uruguay is recorded.', source: BAN_SOURCE, date: TODAY },
    ]);
  });

  it('fails on a whole-country ban and on a ban of the plant’s region, dated by the ban', () => {
    expect(banCheck(facts({ bans: [ban] }), TODAY)).toEqual([
      {
        check: 'ban',
        outcome: 'fail',
        text: 'Foot-and-mouth disease: imports of Beef from the whole country are banned since 2025-09-01.',
        source: BAN_SOURCE,
        date: '2025-09-01',
      },
    ]);
    const regional = facts({ bans: [{ ...ban, areaName: 'Tacuarembó', plagueName: '' }] });
    expect(banCheck(regional, TODAY)[0]).toMatchObject({
      outcome: 'fail',
      text: 'FMD: imports of Beef from Tacuarembó, where the plant is, are banned since 2025-09-01.',
    });
  });

  it('passes a regional ban outside the plant’s address, and warns on one when the plant is unknown', () => {
    const elsewhere = facts({ bans: [{ ...ban, areaName: 'Rivera' }] });
    expect(banCheck(elsewhere, TODAY)[0]).toMatchObject({ outcome: 'pass', text: expect.stringContaining('covers Rivera only') });
    expect(banCheck({ ...elsewhere, plant: null }, TODAY)[0]).toMatchObject({
      outcome: 'warn',
      text: expect.stringContaining("the plant's region is unknown"),
    });
  });
});

describe('product check', () => {
  const product = { goodsCode: '201UY5101', enGoodsName: 'Frozen boneless beef brisket', goodsName: '冷冻去骨牛胸肉', plantListed: true };

  it('passes when products of the goods type are open, or the product lists the plant', () => {
    expect(productCheck(facts(), TODAY)).toEqual([
      {
        check: 'product',
        outcome: 'pass',
        text: '3 products of Beef are open for import from Uruguay.',
        source: PRODUCT_SOURCE,
        date: null,
      },
    ]);
    expect(productCheck(facts({ product, openProducts: null }), TODAY)[0]).toMatchObject({
      outcome: 'pass',
      text: 'Frozen boneless beef brisket is open for import from Uruguay and the plant is listed among its plants.',
    });
  });

  it('fails when no product of the goods type is open, and warns when the product does not list the plant', () => {
    expect(productCheck(facts({ openProducts: 0 }), TODAY)[0]).toMatchObject({
      outcome: 'fail',
      text: 'There are no access products of Beef in this country.',
      source: PRODUCT_SOURCE,
    });
    const unlisted = facts({ product: { ...product, plantListed: false }, openProducts: null });
    expect(productCheck(unlisted, TODAY)[0]).toMatchObject({
      outcome: 'warn',
      text: expect.stringContaining('not listed among its plants'),
    });
  });
});

describe('in Chinese', () => {
  const zh = wordingIn('zh');
  const chinese = (over: Partial<EligibilityFacts> = {}) => facts({ goodsTypeName: '牛肉', countryName: '乌拉圭', ...over });

  it('writes every reason and source in Chinese, with the answer unchanged', () => {
    const e = judge(chinese(), TODAY, 'zh');
    const english = judge(facts(), TODAY);
    expect(e.answer).toBe(english.answer);
    expect(e.reasons.map((r) => [r.check, r.outcome, r.date])).toEqual(english.reasons.map((r) => [r.check, r.outcome, r.date]));
    expect(e.reasons.map((r) => r.text)).toEqual([
      '工厂状态为正常。',
      '已获牛肉注册（在华注册编号 CUY1）：注册日期 2025-03-01，有效期至 2027-03-01。',
      '该工厂的牛肉没有生效中的暂停进口。',
      '未记录针对乌拉圭牛肉的动物疫情禁令。',
      '牛肉共有 3 种产品准许从乌拉圭进口。',
    ]);
    expect(e.reasons[0]!.source).toBe('海关总署在华注册企业名单（uruguay-2026-01.xlsx）');
    expect(e.reasons[3]!.source).toBe('海关总署动物疫情禁令名单');
  });

  it('names the values it quotes from the data, so a page shows them as data in a Chinese sentence', () => {
    const open = [{ goodsType: 'BEEF', suspendDate: '2026-04-10', reason: 'Residue found' }];
    const [plant, registration, suspension, ban] = judge(chinese({ openSuspensions: open }), TODAY, 'zh').reasons;
    expect([plant!.quotes, suspension!.quotes, ban!.quotes]).toEqual([['uruguay-2026-01.xlsx'], ['Residue found'], []]);
    expect(registration!.quotes).toContain('CUY1');
  });

  it('names a ban by its Chinese name, and a product by its Chinese name', () => {
    const ban = { banDate: '2025-09-01', plagueName: 'Foot-and-mouth disease', plagueNameAlias: '口蹄疫', areaName: WHOLE_COUNTRY };
    expect(banCheck(chinese({ bans: [ban] }), TODAY, zh)[0]!.text).toBe('口蹄疫：自 2025-09-01 起禁止从该国全境进口牛肉。');
    const product = {
      goodsCode: '201UY5101',
      enGoodsName: 'Frozen boneless beef brisket',
      goodsName: '冷冻去骨牛胸肉',
      plantListed: false,
    };
    expect(productCheck(chinese({ product, openProducts: null }), TODAY, zh)[0]).toMatchObject({
      outcome: 'warn',
      text: '冷冻去骨牛胸肉准许从乌拉圭进口，但该工厂不在其工厂名单内。',
      source: '准许进口产品（市场准入名单）',
    });
  });

  it('says a suspension, a status and a closing registration in Chinese', () => {
    const suspended = chinese({ openSuspensions: [{ goodsType: 'BEEF', suspendDate: '2026-04-10', reason: 'Residue found' }] });
    expect(suspensionCheck(suspended, TODAY, zh)[0]!.text).toBe('该工厂的牛肉自 2026-04-10 起暂停进口：Residue found。');
    const plant = { ...plantOf(facts()), status: 0 };
    expect(plantCheck(chinese({ plant }), TODAY, zh)[0]!.text).toBe('工厂状态为暂停进口，不得向中国出口。');
    const soon = chinese({ registration: { ...facts().registration!, registerExpireDate: '2026-07-01' } });
    expect(registrationCheck(soon, TODAY, zh)[0]!.text).toMatch(/将于 30 天后到期。$/);
  });
});
