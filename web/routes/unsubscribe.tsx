import { Button, Result } from 'antd';
import { useState } from 'react';
import type { Route } from './+types/unsubscribe';
import { notificationCalls } from '../../contracts/notifications/calls';
import { notificationMessages } from '../../contracts/notifications/codes';
import notificationsCss from '../features/notifications/notifications.css?url';
import { browserApi, createApi, useErrorText } from '../lib/api';
import { languageOfMatches, translator, useMessages, useT } from '../lib/i18n';
import { pageTitle } from '../lib/meta';
import { notificationsMessages } from '../features/notifications/messages';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: notificationsCss }];
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(translator(languageOfMatches(matches), notificationsMessages)('unsubscribe.title')) },
  { name: 'robots', content: 'noindex' },
];

/**
 * The unsubscribe link of a mail, for people (mail programs use the one-click POST of List-Unsubscribe). It asks
 * before acting: link checkers open links in mails, and an open must not unsubscribe anyone. No sign-in needed.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    return { token, info: await createApi(context.api).call(notificationCalls.unsubscribeInfo, { query: { token } }) };
  } catch {
    return { token, info: null };
  }
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const t = useT(notificationsMessages);
  const errorText = useErrorText();
  const m = useMessages(notificationMessages);
  const { token, info } = loaderData;
  const [state, setState] = useState<'ask' | 'busy' | 'done' | 'failed'>(info?.done ? 'done' : 'ask');
  const [failure, setFailure] = useState('');
  const confirm = async () => {
    setState('busy');
    try {
      await browserApi().call(notificationCalls.unsubscribe, { query: { token } });
      setState('done');
    } catch (err) {
      setFailure(errorText(err));
      setState('failed');
    }
  };
  if (!info) return <Result className="unsubscribe" status="warning" title={m.unsubscribeInvalid} />;
  if (state === 'done') return <Result className="unsubscribe" status="success" title={m.unsubscribed} subTitle={info.description} />;
  return (
    <Result
      className="unsubscribe"
      status="info"
      title={t('unsubscribe.ask')}
      subTitle={state === 'failed' ? failure : info.description}
      extra={
        <Button type="primary" loading={state === 'busy'} onClick={() => void confirm()}>
          {t('unsubscribe.button')}
        </Button>
      }
    />
  );
}
