import { ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import { useT } from '../../lib/i18n';
import { postsMessages } from './messages';

const known = (code: string): code is AccessType => (ACCESS_TYPES as readonly string[]).includes(code);

/** The product type's name (Meat, Seafood) in the page's language; an unknown code shows as it is. */
export function useAccessTypeName(): (code: string) => string {
  const t = useT(postsMessages);
  return (code) => (known(code) ? t(`accessType.${code}`) : code);
}
