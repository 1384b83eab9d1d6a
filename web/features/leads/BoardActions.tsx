import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { releasePath } from '../../../contracts/leads/pages';
import { track } from '../../lib/tracking';
import { useT } from '../../lib/i18n';
import { SaveSearch } from '../searches/SaveSearch';
import type { FilterNames } from '../searches/summary';
import { leadsMessages } from './messages';
import { boardFilterOfParams, type BoardParams } from './params';

/**
 * The board's actions: save the search (a dialog) and post a supply or demand. A kit part of /community, hydrated
 * after the first paint (web/routes/leads/index.tsx).
 */
export function BoardActions({ params, names }: { params: BoardParams; names: FilterNames }) {
  const t = useT(leadsMessages);
  const navigate = useNavigate();
  const release = () => {
    track('CLICK', params.type === 2 ? 'Post purchase demand' : 'Post products for sale', 'community');
    // The form itself sends a visitor to sign in and back to the form, not to this board.
    void navigate(releasePath(params.type));
  };
  return (
    <div className="community-bar__actions">
      <SaveSearch filter={boardFilterOfParams(params)} names={names} />
      <Button type="primary" onClick={release}>
        {params.type === 2 ? t('board.postDemand') : t('board.postSupply')}
      </Button>
    </div>
  );
}
