import { describe, expect, it } from 'vitest';
import { chooseDuty, landedCost, type Shipment, type TariffFacts } from './landed-cost';

const beef: TariffFacts = {
  hsCode: '02023000',
  mfnRateBp: 1200,
  provisionalRateBp: null,
  provisionalFrom: null,
  provisionalTo: null,
  vatRateBp: 900,
  source: 'Customs Tariff of the PRC',
  asOf: '2026-01-01',
  agreements: [
    { agreement: 'CHAFTA', rateBp: 0 },
    { agreement: 'RCEP', rateBp: 480 },
  ],
  additionalDuties: [],
};
const usd = { rate: '7.1', date: '2026-11-20', source: 'Test rates' };
const cif: Shipment = {
  origin: 'BR',
  quantity: '27',
  unit: 't',
  price: '5000',
  incoterm: 'CIF',
  certificateOfOrigin: false,
  day: '2026-11-20',
};
const amounts = (r: ReturnType<typeof landedCost>) => Object.fromEntries(r.lines.map((l) => [l.key, l.cny]));

describe('the landed cost of a shipment', () => {
  it('computes the hand case: 27 t of Brazilian beef at USD 5,000/t CIF, USD/CNY 7.1', () => {
    const r = landedCost(cif, beef, usd);
    expect(amounts(r)).toEqual({ goods: '958500.00', customsValue: '958500.00', duty: '115020.00', vat: '96616.80', landed: '1170136.80' });
    const duty = r.lines.find((l) => l.key === 'duty')!;
    expect(duty).toMatchObject({ rateBp: 1200, basis: 'MFN', source: 'Customs Tariff of the PRC', asOf: '2026-01-01' });
    expect(r.lines.find((l) => l.key === 'customsValue')).toMatchObject({ quote: '135000.00', source: 'Test rates', asOf: '2026-11-20' });
    const landed = r.lines.find((l) => l.key === 'landed')!;
    expect(landed).toMatchObject({ perUnitCny: '43338.40', quote: '164808.00', perUnitQuote: '6104.00' });
  });

  it('adds the freight and insurance it is given to an FOB price', () => {
    const r = landedCost({ ...cif, incoterm: 'FOB', price: '4800', freight: '4000', insurance: '1400' }, beef, usd);
    // 27 × 4,800 + 4,000 + 1,400 = USD 135,000: the same customs value as the CIF quote.
    expect(amounts(r)).toMatchObject({ goods: '920160.00', freight: '28400.00', insurance: '9940.00', customsValue: '958500.00' });
    expect(amounts(r).landed).toBe('1170136.80');
  });

  it('takes insurance at 0.3 % of goods and freight when an FOB quote gives none, and says so', () => {
    const r = landedCost({ ...cif, incoterm: 'FOB', price: '4800', freight: '4000' }, beef, usd);
    // (129,600 + 4,000) × 0.3 % = USD 400.80
    expect(r.lines.find((l) => l.key === 'insurance')).toMatchObject({ quote: '400.80', rateBp: 30 });
  });

  it('replaces MFN by a provisional rate inside its validity only', () => {
    const provisional = { ...beef, provisionalRateBp: 800, provisionalFrom: '2026-01-01', provisionalTo: '2026-12-31' };
    expect(chooseDuty(provisional, 'BR', '2026-11-20', false)).toMatchObject({ rateBp: 800, basis: 'PROVISIONAL' });
    expect(chooseDuty(provisional, 'BR', '2027-01-01', false)).toMatchObject({ rateBp: 1200, basis: 'MFN' });
    expect(amounts(landedCost(cif, provisional, usd)).duty).toBe('76680.00');
  });

  it('applies an agreement rate only with a certificate of origin and only for its members', () => {
    expect(chooseDuty(beef, 'AU', '2026-11-20', true)).toMatchObject({ rateBp: 0, basis: 'AGREEMENT', agreement: 'CHAFTA' });
    expect(chooseDuty(beef, 'AU', '2026-11-20', false)).toMatchObject({
      rateBp: 1200,
      basis: 'MFN',
      withCertificate: { agreement: 'CHAFTA', rateBp: 0 },
    });
    expect(chooseDuty(beef, 'TH', '2026-11-20', true)).toMatchObject({ rateBp: 480, agreement: 'RCEP' });
    expect(chooseDuty(beef, 'BR', '2026-11-20', true)).toMatchObject({ rateBp: 1200, basis: 'MFN', withCertificate: null });
  });

  it('adds an additional duty on the origin while it is in force, and VAT on it', () => {
    const extra = {
      ...beef,
      additionalDuties: [
        { origin: 'US', rateBp: 1000, validFrom: '2026-03-10', validTo: null, source: 'Tariff Commission notice', asOf: '2026-03-04' },
      ],
    };
    const us = amounts(landedCost({ ...cif, origin: 'US' }, extra, usd));
    expect(us).toMatchObject({ duty: '115020.00', additionalDuty: '95850.00', vat: '105243.30' });
    expect(amounts(landedCost({ ...cif, origin: 'US', day: '2026-03-09' }, extra, usd)).additionalDuty).toBeUndefined();
    expect(amounts(landedCost(cif, extra, usd)).additionalDuty).toBeUndefined();
  });

  it('keeps exact decimals where floats drift', () => {
    // 0.1 × 3 in floats is 0.30000000000000004: here 3 kg at 0.1 a kg at a rate of 1 is 0.30 exactly.
    const r = landedCost(
      { ...cif, quantity: '3', unit: 'kg', price: '0.1' },
      { ...beef, mfnRateBp: 0, vatRateBp: 0 },
      { ...usd, rate: '1' },
    );
    expect(amounts(r).landed).toBe('0.30');
  });
});
