import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SCALE, seedFor } from './demo';
import { demoCompaniesAndPlants, marketPlantsPart } from './market-insert';
import { legalFormsOf } from './market-name-parts';
import { createRandom } from './random';

/**
 * Issue 26, 'Names that read like the trade': no demo company or plant name repeats within a country and none ends in
 * a number, at the default scale and at the bench's 100,000 plants. The generator is pure, so this needs no database:
 * it is the same stream the demo seed draws (the part's own seed).
 */
describe.each([DEFAULT_DEMO_SCALE.plants, 100_000])('demo names at %i plants', (plantCount) => {
  const { companies, plants } = demoCompaniesAndPlants(createRandom(seedFor(marketPlantsPart.name)), plantCount);

  it.each([
    ['company', companies],
    ['plant', plants],
  ] as const)('never repeat a %s name within a country, in English or Chinese, and never end in a number', (_kind, rows) => {
    const repeated: string[] = [];
    const numbered: string[] = [];
    const seen = new Set<string>();
    for (const r of rows) {
      for (const name of [r.plantName, r.plantNameZh ?? '']) {
        const key = `${r.countryCode}|${name}`;
        if (seen.has(key)) repeated.push(key);
        seen.add(key);
        if (/\d\)?$/.test(name)) numbered.push(key);
      }
    }
    expect(repeated.slice(0, 10)).toEqual([]);
    expect(numbered.slice(0, 10)).toEqual([]);
    expect(rows.length).toBeGreaterThan(plantCount / 2);
  });

  it("give every company one of its country's legal forms", () => {
    const wrong = companies.filter((c) => {
      const forms = legalFormsOf(c.countryCode).map(([en]) => en);
      return !forms.some((form) => (form ? c.plantName.endsWith(` ${form}`) : c.plantName.startsWith('PT ')));
    });
    expect(wrong.map((c) => `${c.countryCode} ${c.plantName}`).slice(0, 10)).toEqual([]);
  });
});
