import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACCESS_GOODS_NONE } from '../../../contracts/market/codes';
import { type AccessType } from '../../../contracts/core/codes';
import { marketCalls } from '../../../contracts/market/calls';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { marketMessages } from './messages';
import { kitFeedback } from '../../ui/kit/feedback';
import { withParams } from './params';

/**
 * The access products of a country with a disease ban. The country may have none: then the
 * visitor is warned (§2) instead of landing on an empty list. Without JavaScript the link opens the list.
 */
export function AccessProductsLink({ accessType, countryCode }: { accessType: AccessType; countryCode: string }) {
  const t = useT(marketMessages);
  const navigate = useNavigate();
  const to = `/market/product${withParams({}, { accessType, countryCode })}`;
  const onClick = async (event: MouseEvent) => {
    event.preventDefault();
    try {
      const answer = await browserApi().call(marketCalls.accessGoods, { query: { accessType, countryCode } });
      if (answer === ACCESS_GOODS_NONE) {
        void kitFeedback().then(({ message }) => message.warning(t('disease.noAccessProducts'), 3));
        return;
      }
    } catch {
      // The list itself will say what there is.
    }
    await navigate(to);
  };
  return (
    <Link to={to} onClick={(event) => void onClick(event)}>
      {t('disease.products')}
    </Link>
  );
}
