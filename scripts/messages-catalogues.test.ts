import { describe, expect, it } from 'vitest';
import { compareLanguages, flatten, placeholders } from './messages-catalogues';

const where = { en: 'x/messages/en.json', zh: 'x/messages/zh.json' };
const texts = (en: object, zh: object) => {
  const problems: string[] = [];
  const result = compareLanguages({ en: flatten(en, problems, where.en), zh: flatten(zh, problems, where.zh) }, where);
  return [...problems, ...result];
};

describe('the message catalogue check', () => {
  it('passes catalogues with the same keys, plural forms as each language needs them', () => {
    expect(
      texts(
        { a: { b: 'Plant', n_one: '{{count}} plant', n_other: '{{count}} plants' } },
        { a: { b: '工厂', n_other: '{{count}} 家工厂' } },
      ),
    ).toEqual([]);
  });

  it('names a key missing in one language, either way', () => {
    expect(texts({ a: 'A', b: 'B' }, { a: '甲' })).toEqual(['x/messages/zh.json: b is missing (it is in en)']);
    expect(texts({ a: 'A' }, { a: '甲', c: '丙' })).toEqual(['x/messages/en.json: c is missing (it is in zh)']);
  });

  it('asks English for its singular and both languages for the other form', () => {
    expect(texts({ n_other: '{{count}} plants' }, { n_other: '{{count}} 家' })).toEqual([
      'x/messages/en.json: n_one is missing (a plural needs it)',
    ]);
  });

  it('refuses empty texts, non-text values and placeholders that differ', () => {
    expect(texts({ a: ' ' }, { a: '甲' })).toContain('x/messages/en.json: a is empty');
    expect(texts({ a: 3 }, { a: '甲' })).toContain('x/messages/en.json: a must be an object of texts');
    expect(texts({ a: 'Tel. {{phone}}' }, { a: '电话：{{tel}}' })).toEqual([
      'x/messages/en.json: a fills in different names per language (en: phone; zh: tel)',
    ]);
  });

  it('reads placeholders with formats', () => {
    expect(placeholders('{{count}} of {{ total, number }}')).toBe('count,total');
  });
});
