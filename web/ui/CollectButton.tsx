import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useT } from '../lib/i18n';
import { useSession } from '../lib/session';
import { postsMessages } from './posts/messages';

/**
 * The favourite (collect) toggle of any subject (§4): a visitor is sent to sign in; the count shown is the one the
 * server answers. Clicks are ignored while a toggle is under way.
 */
export function CollectButton({
  collected,
  count,
  toggle,
  onChanged,
}: {
  collected: boolean;
  count: number;
  toggle: (next: boolean) => Promise<number>;
  /** After the server answered: a favourites list reloads itself (§2 'un-favouriting refreshes the list'). */
  onChanged?: () => void;
}) {
  const t = useT(postsMessages);
  const { gate, failed } = useSession();
  const [state, setState] = useState({ collected, count });
  const [busy, setBusy] = useState(false);
  const click = () =>
    gate(() => {
      if (busy) return;
      setBusy(true);
      const next = !state.collected;
      toggle(next)
        .then((n) => {
          setState({ collected: next, count: n });
          onChanged?.();
        })
        .catch(failed)
        .finally(() => setBusy(false));
    });
  return (
    <Button
      type="text"
      size="small"
      className={`ui-collect${state.collected ? ' ui-collect--on' : ''}`}
      aria-pressed={state.collected}
      icon={state.collected ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
      onClick={click}
    >
      {/* Named by what it does and the count it shows: 'Add to favourites 3'. */}
      <span className="visually-hidden">{state.collected ? t('collect.remove') : t('collect.add')} </span>
      <span className="ui-collect__count">{state.count}</span>
    </Button>
  );
}
