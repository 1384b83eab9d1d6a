/** Keyword search shared by every area (docs/search.md, decision 0045). */
export { keywordIn, planTerm, termCondition, textMatch, TRIGRAM_MIN, type TermPlan } from './match';
export { synonymsOf, SYNONYM_DICTIONARIES } from './synonyms';
export { bigramArrayLiteral, hanBigrams, hasHan, normaliseKeyword, pinyinOf, searchTextOf } from './text';
export { computedSearch, storedSearch, type SearchTarget } from '../../db/sql/search';
