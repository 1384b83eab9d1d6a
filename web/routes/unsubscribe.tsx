import { Button, Result } from 'antd';
import { useState } from 'react';
import type { Route } from './+types/unsubscribe';
import { MSG } from '../../contracts/core/codes';
import { notificationCalls } from '../../contracts/notifications/calls';
import { NOTIFICATION_MSG } from '../../contracts/notifications/codes';
import notificationsCss from '../features/notifications/notifications.css?url';
import { browserApi, createApi } from '../lib/api';
import { pageTitle } from '../lib/meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: notificationsCss }];
export const meta: Route.MetaFunction = () => [{ title: pageTitle('Unsubscribe') }, { name: 'robots', content: 'noindex' }];

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
  const { token, info } = loaderData;
  const [state, setState] = useState<'ask' | 'busy' | 'done' | 'failed'>(info?.done ? 'done' : 'ask');
  const [failure, setFailure] = useState('');
  const confirm = async () => {
    setState('busy');
    try {
      await browserApi().call(notificationCalls.unsubscribe, { query: { token } });
      setState('done');
    } catch (err) {
      setFailure((err as Error).message || MSG.unknownError);
      setState('failed');
    }
  };
  if (!info) return <Result className="unsubscribe" status="warning" title={NOTIFICATION_MSG.unsubscribeInvalid} />;
  if (state === 'done')
    return <Result className="unsubscribe" status="success" title={NOTIFICATION_MSG.unsubscribed} subTitle={info.description} />;
  return (
    <Result
      className="unsubscribe"
      status="info"
      title="Unsubscribe?"
      subTitle={state === 'failed' ? failure : info.description}
      extra={
        <Button type="primary" loading={state === 'busy'} onClick={() => void confirm()}>
          Unsubscribe
        </Button>
      }
    />
  );
}
