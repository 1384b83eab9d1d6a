import { App, Button, Input, Select, Space, Tag } from 'antd';
import { useId, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/verification';
import { teamCalls, type Team } from '../../../contracts/companies/team';
import { companyCalls } from '../../../contracts/companies/calls';
import { APPLICATION_STATES, COMPANY_LIMITS, type ApplicationState } from '../../../contracts/companies/codes';
import type { Application } from '../../../contracts/companies/models';
import { adminOr404 } from '../../features/admin/loaders';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { companiesMessages } from '../../features/companies/messages';
import { browserApi, createApi, useErrorText } from '../../lib/api';
import { useLanguage, useT } from '../../lib/i18n';
import { langOfText } from '../../ui/posts/written-in';
import { Data, fillIn } from '../../features/market/Bilingual';

export const meta: Route.MetaFunction = adminMeta('verification');

const stateOf = (text: string | null): ApplicationState | undefined =>
  (APPLICATION_STATES as readonly string[]).includes(text ?? '') ? (text as ApplicationState) : undefined;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = url.searchParams.has('state') ? stateOf(url.searchParams.get('state')) : 'PENDING';
  const queue = await adminOr404(() =>
    createApi(context.api).call(companyCalls.queue, { query: { state, page: 1, limit: COMPANY_LIMITS.pageSizeMax } }),
  );
  // The members of each verified company's team (§7 'employee list'), beside its application.
  const verified = queue.list.filter((a) => a.state === 'VERIFIED' && a.level === 'ENTERPRISE');
  const teams = await Promise.all(verified.map((a) => createApi(context.api).call(teamCalls.list, { query: { id: a.id } })));
  return { state: state ?? '', queue, teams };
}

/** The review queue: applications with their documents and work e-mail; approve, refuse with a reason, revoke. */
export default function AdminVerification({ loaderData }: Route.ComponentProps) {
  const t = useT(companiesMessages);
  const ta = useT(adminMessages);
  const navigate = useNavigate();
  const filterId = useId();
  const { state, queue, teams } = loaderData;
  return (
    <>
      <h1 className="admin-title">{ta('titles.verification')}</h1>
      <Space align="center" style={{ marginBottom: 16 }}>
        <label htmlFor={filterId}>{t('admin.filter')}</label>
        <Select
          id={filterId}
          value={state}
          style={{ minWidth: 180 }}
          onChange={(value: string) => void navigate(`?state=${value}`)}
          options={[{ value: '', label: t('admin.any') }, ...APPLICATION_STATES.map((s) => ({ value: s, label: t(`status.state.${s}`) }))]}
        />
      </Space>
      {queue.list.length ? (
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {queue.list.map((a) => (
            <ReviewItem key={a.id} application={a} team={teams.find((team) => team.id === a.id)} />
          ))}
        </ol>
      ) : (
        <p>{t('status.empty')}</p>
      )}
    </>
  );
}

function ReviewItem({ application: a, team }: { application: Application; team?: Team }) {
  const t = useT(companiesMessages);
  const language = useLanguage();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { revalidate } = useRevalidator();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      message.success(t('admin.done'));
      setReason('');
      await revalidate();
    } catch (err) {
      message.warning(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const api = () => browserApi();
  return (
    <li
      className="verification-item"
      aria-label={a.name}
      style={{ borderBottom: '1px solid #d9d9d9', padding: '12px 0', overflowWrap: 'anywhere' }}
    >
      <p style={{ margin: 0 }}>
        <strong translate="no">{a.name}</strong> <Tag>{t(a.level === 'PERSONAL' ? 'apply.personal' : 'apply.enterprise')}</Tag>{' '}
        <Tag>{t(`page.role.${a.role}`)}</Tag> <Tag>{t(`status.state.${a.state}`)}</Tag>
      </p>
      <p style={{ margin: '4px 0' }}>
        {t('admin.applicant')}: <span translate="no">{a.applicant.nickName}</span> (<span translate="no">{a.applicant.email}</span>) ·{' '}
        {a.createdAt.slice(0, 10)}
      </p>
      {a.plants.length > 0 && (
        <p style={{ margin: '4px 0' }}>
          {a.plants.map((p) => (
            <Link key={`${p.countryCode}${p.plantNo}`} to={p.link} style={{ marginInlineEnd: 8 }} translate="no">
              {p.countryCode} {p.plantNo} {p.plantName}
            </Link>
          ))}
        </p>
      )}
      {a.workEmail && (
        <p style={{ margin: '4px 0' }}>
          {t('admin.email')}: <span translate="no">{a.workEmail}</span> (
          {a.emailConfirmed ? t('admin.emailConfirmed') : t('admin.emailNotConfirmed')})
          {a.knownDomain && (
            <>
              {' '}
              ·{' '}
              {fillIn(
                (domain) => t(a.domainMatch ? 'admin.domainMatch' : 'admin.domainNoMatch', { domain }),
                <Data text={a.knownDomain} />,
              )}
            </>
          )}
        </p>
      )}
      {a.note && (
        // The applicant's own words: data, in whatever language they wrote.
        <p style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }} translate="no" lang={langOfText(a.note, language)}>
          {a.note}
        </p>
      )}
      {a.reason && <p style={{ margin: '4px 0' }}>{fillIn((reason) => t('status.reason', { reason }), <Data text={a.reason} prose />)}</p>}
      <p style={{ margin: '4px 0' }}>
        {t('admin.documents')}:{' '}
        {a.documents.map((d) => (
          <a key={d.id} href={d.url} target="_blank" rel="noreferrer" style={{ marginInlineEnd: 8 }} translate="no">
            {d.name}
          </a>
        ))}
      </p>
      {team && (
        <p style={{ margin: '4px 0' }}>
          {t('team.admin.members')}:{' '}
          {team.members.map((m, i) => (
            <span key={m.userId}>
              {i > 0 && ', '}
              <span translate="no">{m.nickName}</span> ({t(m.role === 'OWNER' ? 'team.admin.owner' : 'team.admin.member')})
            </span>
          ))}
        </p>
      )}
      {(a.state === 'PENDING' || a.state === 'VERIFIED') && (
        <Space wrap align="center">
          <label htmlFor={reasonId}>{t('admin.reasonFor', { name: a.name })}</label>
          <Input
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
            style={{ width: 260, maxWidth: '100%' }}
          />
          {a.state === 'PENDING' ? (
            <>
              <Button
                type="primary"
                disabled={busy}
                onClick={() => void act(() => api().call(companyCalls.decide, { body: { id: a.id, approve: true, reason: '' } }))}
              >
                {t('admin.approve')}
              </Button>
              <Button
                danger
                disabled={busy}
                onClick={() => void act(() => api().call(companyCalls.decide, { body: { id: a.id, approve: false, reason } }))}
              >
                {t('admin.refuse')}
              </Button>
            </>
          ) : (
            <Button danger disabled={busy} onClick={() => void act(() => api().call(companyCalls.revoke, { body: { id: a.id, reason } }))}>
              {t('admin.revoke')}
            </Button>
          )}
        </Space>
      )}
    </li>
  );
}
