import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';

/** The header of a table's expand column: the column of row toggles needs a name, which only screen readers need to hear. */
export function ExpandColumnTitle() {
  const t = useT(adminMessages);
  return <span className="visually-hidden">{t('common.details')}</span>;
}
