import { ACCESS_TYPES, type AccessType } from '../../../../contracts/core/codes';
import { useT } from '../../../lib/i18n';
import { adminContentMessages } from './messages';

/** The access type's name in the page's language ('201' Meat, '202' Seafood); another code shows as it is. */
export function useAccessTypeName() {
  const t = useT(adminContentMessages);
  return (code: string) => ((ACCESS_TYPES as readonly string[]).includes(code) ? t(`accessType.${code as AccessType}`) : code);
}
