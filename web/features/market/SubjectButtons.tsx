import { subscriptionCalls } from '../../../contracts/subscriptions/calls';
import { useRef, useState } from 'react';
import type { AccessType } from '../../../contracts/core/codes';
import { pointCountDisplay } from '../../../contracts/market/format';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { marketMessages } from './messages';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { HeartIcon } from '../../ui/icons';
import { kitFeedback } from '../../ui/kit/feedback';

/** Runs one request at a time: clicks while one is pending are ignored (§4). */
function usePending() {
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async run(work: () => Promise<void>) {
      if (pending.current) return;
      pending.current = true;
      setBusy(true);
      try {
        await work();
      } finally {
        pending.current = false;
        setBusy(false);
      }
    },
  };
}

interface Subject {
  accessType: AccessType;
  countryCode: string;
}

/** '+Subscribe' / 'Subscribed' (§4): subscribing after sign-in, unsubscribing after a confirmation. */
export function SubscribeButton({
  subType,
  subObject,
  subject,
  subId: initial,
}: {
  subType: 'COMPANY' | 'FACTORY';
  subObject: string;
  subject: Subject;
  subId: number | null;
}) {
  const t = useT(marketMessages);
  const { user, failed, toSignIn } = useSession();
  const { busy, run } = usePending();
  const [subId, setSubId] = useState(initial);

  const onClick = () => {
    if (!user) return toSignIn();
    if (subId === null) {
      // run() never rejects: the work catches its own errors and shows them.
      void run(async () => {
        try {
          setSubId(
            await browserApi().call(subscriptionCalls.subscribe, {
              body: { ...subject, subObject, subType, userId: user.userId, nickName: user.nickName, subStatus: 1, subTerminal: 'PC' },
            }),
          );
        } catch (err) {
          failed(err);
        }
      });
      return;
    }
    // The kit's confirmation dialog, loaded on this first use.
    void kitFeedback().then(({ modal, message }) =>
      modal.confirm({
        title: t('subject.unsubscribeConfirm'),
        okText: t('subject.ok'),
        cancelText: t('subject.cancel'),
        onOk: () =>
          run(async () => {
            try {
              const { msg } = await browserApi().answer(subscriptionCalls.unsubscribe, {
                body: { id: subId, nickName: user.nickName, subStatus: 2 },
              });
              setSubId(null);
              // §4: the server's own message.
              void message.success(msg, 3);
            } catch (err) {
              failed(err);
            }
          }),
      }),
    );
  };

  return (
    <Button variant={subId === null ? 'primary' : 'default'} busy={busy} onClick={onClick} className="market-subscribe">
      {t(subId === null ? 'subject.subscribe' : 'subject.subscribed')}
    </Button>
  );
}

/** A plant's like with its count, 'k+' from 1,000 and 'w+' from 10,000 (§9). */
export function LikeButton({
  plantNo,
  subject,
  likeId: initialId,
  count: initialCount,
}: {
  plantNo: string;
  subject: Subject;
  likeId: number | null;
  count: number;
}) {
  const t = useT(marketMessages);
  const { user, failed, toSignIn } = useSession();
  const { run } = usePending();
  const [likeId, setLikeId] = useState(initialId);
  const [count, setCount] = useState(initialCount);

  const onClick = () => {
    if (!user) return toSignIn();
    void run(async () => {
      const api = browserApi();
      try {
        if (likeId === null) {
          setLikeId(
            await api.call(subscriptionCalls.like, {
              body: { ...subject, pointObject: plantNo, pointTerminal: 'PC', pointType: 'FACTORY' },
            }),
          );
          setCount((c) => c + 1);
        } else {
          await api.call(subscriptionCalls.unlike, { body: { id: likeId } });
          setLikeId(null);
          setCount((c) => Math.max(0, c - 1));
        }
      } catch (err) {
        failed(err);
      }
    });
  };

  return (
    <Button onClick={onClick} aria-pressed={likeId !== null} icon={<HeartIcon filled={likeId !== null} />} className="market-like">
      <span aria-label={t('subject.likes', { count })}>{pointCountDisplay(count)}</span>
    </Button>
  );
}
