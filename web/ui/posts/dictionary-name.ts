import type { DicItem } from '../../../contracts/site/models';
import type { Language } from '../../lib/i18n';

/** A dictionary entry's name in a language; an entry without a Chinese name keeps its English one. */
export const dictionaryName = (item: Pick<DicItem, 'dicDetailEnName' | 'dicDetailName'>, language: Language): string =>
  language === 'zh' ? item.dicDetailName || item.dicDetailEnName : item.dicDetailEnName || item.dicDetailName;
