import { describe, expect, it } from 'vitest';
import { catalogue, translator } from './i18n';

// A catalogue read as the pages read theirs (the i18next JSON form): nested keys, plural forms, placeholders.
const sample = catalogue(
  'site',
  { title: 'Plants of {{country}}', list: { rows_one: '{{count}} plant', rows_other: '{{count}} plants', rows_zero: 'No plants' } },
  { title: '{{country}}的工厂', list: { rows_other: '{{count}} 家工厂' } },
);

describe('translator', () => {
  const en = translator('en', sample) as unknown as (key: string, options?: object) => string;
  const zh = translator('zh', sample) as unknown as (key: string, options?: object) => string;

  it('fills placeholders in the language asked, a dotted key reaching nested texts', () => {
    expect(en('title', { country: 'France' })).toBe('Plants of France');
    expect(zh('title', { country: '法国' })).toBe('法国的工厂');
  });

  it("takes the count's plural form for the language, the zero form when the catalogue has one", () => {
    expect(en('list.rows', { count: 1 })).toBe('1 plant');
    expect(en('list.rows', { count: 21 })).toBe('21 plants');
    expect(en('list.rows', { count: 0 })).toBe('No plants');
    expect(zh('list.rows', { count: 1 })).toBe('1 家工厂');
    expect(zh('list.rows', { count: 0 })).toBe('0 家工厂');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(en('title')).toBe('Plants of {{country}}');
  });

  it('shows a missing key, or the default given, never the other language', () => {
    expect(en('list.absent')).toBe('list.absent');
    expect(en('list')).toBe('list');
    expect(en('list.absent', { defaultValue: 'Event {{name}}', name: 'X' })).toBe('Event X');
  });

  it('shows keys in a language the catalogue was not loaded in (a built page loads its own language only)', () => {
    const englishOnly = { ns: 'site', messages: { en: { title: 'Plants' } } } as const;
    const t = translator('zh', englishOnly) as unknown as (key: string, options?: object) => string;
    expect(t('title')).toBe('title');
    expect(t('title', { defaultValue: '工厂' })).toBe('工厂');
  });
});
