import { App, Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/team-accept';
import { teamCalls, tokenField, type InvitationDetail } from '../../../contracts/companies/team';
import { companiesMessages } from '../../features/companies/messages';
import { Data, fillIn } from '../../features/market/Bilingual';
import { browserApi, createApi, pageMessage, useErrorText } from '../../lib/api';
import { languageOfMatches, languageOfRequest, translator, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { useAccountUser } from './layout';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(translator(languageOfMatches(matches), companiesMessages)('team.accept.title')) },
];

/** The mailed link's page: the account area asks a visitor to sign in (or register) first, then comes back here. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const token = tokenField.safeParse(new URL(request.url).searchParams.get('token') ?? '');
  const searchOf = translator(language, companiesMessages)('team.accept.title');
  if (!token.success)
    return { token: '', invitation: null, error: pageMessage(new Error(token.error.issues[0]!.message), { language, searchOf }) };
  try {
    return {
      token: token.data,
      invitation: await createApi(context.api).call(teamCalls.invitation, { query: { token: token.data } }),
      error: null,
    };
  } catch (err) {
    return { token: token.data, invitation: null as InvitationDetail | null, error: pageMessage(err, { language, searchOf }) };
  }
}

export default function TeamAccept({ loaderData }: Route.ComponentProps) {
  const t = useT(companiesMessages);
  const user = useAccountUser();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  const { token, invitation, error } = loaderData;
  const accept = async () => {
    setBusy(true);
    try {
      setJoined((await browserApi().call(teamCalls.accept, { body: { token } })).name);
    } catch (err) {
      message.warning(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const mine = invitation && user.email.toLowerCase() === invitation.email;
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      <h1 className="account-area__title">{t('team.accept.title')}</h1>
      {error && (
        <p className="account-area__error" role="alert">
          {error}
        </p>
      )}
      {invitation && (
        <>
          <p>
            {t('team.accept.what', { name: '⟦name⟧', email: '⟦email⟧' })
              .split(/(⟦name⟧|⟦email⟧)/)
              .map((part, i) =>
                part === '⟦name⟧' ? (
                  <Data key={i} text={invitation.companyName} />
                ) : part === '⟦email⟧' ? (
                  <span key={i} translate="no">
                    {invitation.email}
                  </span>
                ) : (
                  part
                ),
              )}
          </p>
          {invitation.state === 'OPEN' ? (
            <p>{t('team.accept.open', { date: invitation.expiresAt.slice(0, 10) })}</p>
          ) : (
            <p>{t(`team.accept.${invitation.state}`)}</p>
          )}
          {joined ? (
            <p role="status">
              {fillIn((name) => t('team.accept.joined', { name }), <Data text={joined} />)} ·{' '}
              <Link to="/account/team">{t('team.accept.toTeam')}</Link>
            </p>
          ) : (
            invitation.state === 'OPEN' &&
            (mine ? (
              <Button type="primary" loading={busy} onClick={() => void accept()}>
                {t('team.accept.button')}
              </Button>
            ) : (
              <p>{fillIn((email) => t('team.accept.otherAccount', { email }), <span translate="no">{user.email}</span>)}</p>
            ))
          )}
        </>
      )}
    </div>
  );
}
