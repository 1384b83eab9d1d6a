import { describe, expect, it } from 'vitest';
import * as words from '../../db/seed/market-names';
import { eventTypeName, tradeTerms } from './names';

describe('names in the asked language', () => {
  it('names approval-history records by their kind, keeping the stored name of a kind it does not know', () => {
    expect(eventTypeName('zh_cn', 'SUSPENDED', 'Export suspended')).toBe('暂停进口');
    expect(eventTypeName('en_us', 'SUSPENDED', 'whatever was stored')).toBe('Export suspended');
    expect(eventTypeName('zh_cn', 'LEGACY_KIND', 'Old record')).toBe('Old record');
  });

  it('has a Chinese name for every trade word the demo writes, and leaves a text with an unknown word as written', () => {
    const vocabulary = [words.MEAT_ACTIVITIES, words.SEAFOOD_ACTIVITIES, words.MEAT_MODES, words.SEAFOOD_MODES];
    const categories = Object.values(words.PRODUCTS).flatMap((products) => products.map(([, , category]) => category));
    for (const word of [...vocabulary.flat(), ...words.MEAT_LABELS, ...words.SEAFOOD_LABELS, ...words.COMPANY_TYPES, ...categories]) {
      expect(tradeTerms('zh_cn', word), word).toMatch(/\p{Script=Han}/u);
      expect(tradeTerms('en_us', word)).toBe(word);
    }
    expect(tradeTerms('zh_cn', 'Slaughterhouse, Cold store')).toBe('屠宰场、冷库');
    expect(tradeTerms('zh_cn', 'Slaughterhouse, Rendering plant')).toBe('Slaughterhouse, Rendering plant');
    expect(tradeTerms('zh_cn', '')).toBe('');
  });
});
