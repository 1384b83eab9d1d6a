import { App, Button, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/team';
import { teamCalls, type MyTeam, type Team } from '../../../contracts/companies/team';
import type { Page } from '../../../contracts/core/envelope';
import type { Conversation } from '../../../contracts/enquiries/models';
import { enquiryCalls } from '../../../contracts/enquiries/calls';
import { leadCalls } from '../../../contracts/leads/calls';
import type { Lead } from '../../../contracts/leads/models';
import { companiesMessages } from '../../features/companies/messages';
import { Data, fillIn } from '../../features/market/Bilingual';
import { browserApi, createApi, pageMessage, useErrorText } from '../../lib/api';
import { languageOfMatches, languageOfRequest, translator, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(translator(languageOfMatches(matches), companiesMessages)('team.title')) },
];

const EMPTY: Page<never> = { list: [], total: 0 };

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const api = createApi(context.api);
  try {
    const mine = await api.call(teamCalls.mine);
    const [posts, conversations] = mine.team
      ? await Promise.all([
          api.call(leadCalls.company, { query: { page: 1, limit: 20 } }),
          api.call(enquiryCalls.company, { query: { page: 1, limit: 20 } }),
        ])
      : [EMPTY as Page<Lead>, EMPTY as Page<Conversation>];
    return { mine, posts, conversations, error: null };
  } catch (err) {
    return {
      mine: { team: null, requests: [] } as MyTeam,
      posts: EMPTY as Page<Lead>,
      conversations: EMPTY as Page<Conversation>,
      error: pageMessage(err, { language, searchOf: translator(language, companiesMessages)('team.title') }),
    };
  }
}

const day = (iso: string) => iso.slice(0, 10);

/** The company team (§7 'employee'): members, invitations and requests with the owner's actions; the company's posts and conversations. */
export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const t = useT(companiesMessages);
  const { mine, posts, conversations, error } = loaderData;
  const team = mine.team;
  return (
    <>
      <h1 className="account-area__title">{t('team.title')}</h1>
      <p className="account-area__note">{t('team.intro')}</p>
      {error && (
        <p className="account-area__error" role="alert">
          {error}
        </p>
      )}
      {mine.requests.length > 0 && (
        <>
          <h2>{t('team.waiting')}</h2>
          <ul>
            {mine.requests.map((r) => (
              <li key={r.id}>{fillIn((name) => t('team.requestedOn', { name, date: day(r.createdAt) }), <Data text={r.companyName} />)}</li>
            ))}
          </ul>
        </>
      )}
      {team ? <TeamView team={team} posts={posts} conversations={conversations} /> : <p>{t('team.none')}</p>}
    </>
  );
}

function TeamView({ team, posts, conversations }: { team: Team; posts: Page<Lead>; conversations: Page<Conversation> }) {
  const t = useT(companiesMessages);
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ email: string }>();
  const owner = team.role === 'OWNER';
  const act = async (work: () => Promise<unknown>, done = t('team.done')) => {
    setBusy(true);
    try {
      await work();
      message.success(done);
      await revalidate();
    } catch (err) {
      message.warning(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const confirm = (title: string, work: () => Promise<unknown>) =>
    void modal.confirm({ title, okText: t('team.ok'), cancelText: t('team.cancelAction'), onOk: () => act(work) });
  const api = () => browserApi();

  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      <h2>
        <span translate="no">{team.name}</span> <Tag color={owner ? 'green' : 'blue'}>{t(`team.role.${team.role ?? 'MEMBER'}`)}</Tag>
      </h2>
      <p>
        {t('team.since', { date: day(team.verifiedAt) })} · <Link to={`/verified/${team.id}`}>{t('page.company')}</Link>
      </p>

      <h3>{t('team.members')}</h3>
      <ul className="team__members" style={{ listStyle: 'none', padding: 0 }}>
        {team.members.map((m) => (
          <li key={m.userId} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }} aria-label={m.nickName}>
            <strong translate="no">{m.nickName}</strong> <Tag>{t(`team.role.${m.role}`)}</Tag> {t('team.joined', { date: day(m.joinedAt) })}
            {owner && m.role === 'MEMBER' && (
              <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap', marginInlineStart: 8 }}>
                <Button
                  size="small"
                  className="wrap-button"
                  disabled={busy}
                  onClick={() =>
                    confirm(t('team.confirmOwner', { name: m.nickName }), () =>
                      api().call(teamCalls.transfer, { body: { id: team.id, userId: m.userId } }),
                    )
                  }
                >
                  {t('team.makeOwner', { name: m.nickName })}
                </Button>
                <Button
                  size="small"
                  className="wrap-button"
                  danger
                  disabled={busy}
                  onClick={() =>
                    confirm(t('team.confirmRemove', { name: m.nickName }), () =>
                      api().call(teamCalls.kickout, { body: { id: team.id, userId: m.userId } }),
                    )
                  }
                >
                  {t('team.remove', { name: m.nickName })}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {team.role === 'MEMBER' && (
        <Button
          disabled={busy}
          onClick={() => confirm(t('team.confirmLeave'), () => api().call(teamCalls.leave, { body: { id: team.id } }))}
        >
          {t('team.leave')}
        </Button>
      )}

      {owner && (
        <>
          <h3>{t('team.invite')}</h3>
          <Form
            form={form}
            layout="vertical"
            style={{ maxWidth: 480 }}
            onFinish={({ email }) =>
              void act(
                async () => {
                  await api().call(teamCalls.invite, { body: { id: team.id, email } });
                  form.resetFields();
                },
                t('team.invited', { email }),
              )
            }
          >
            <Form.Item name="email" label={t('team.inviteEmail')} rules={[{ required: true }]}>
              <Input type="email" autoComplete="off" maxLength={254} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('team.inviteSend')}
            </Button>
          </Form>

          <h3>{t('team.invitations')}</h3>
          {team.invitations.length ? (
            <ul>
              {team.invitations.map((i) => (
                <li key={i.id}>
                  {i.state === 'EXPIRED'
                    ? t('team.invitationExpired', { email: i.email, date: day(i.createdAt) })
                    : t('team.invitationLine', { email: i.email, date: day(i.createdAt), until: day(i.expiresAt) })}{' '}
                  {i.state === 'OPEN' && (
                    <Button
                      size="small"
                      className="wrap-button"
                      disabled={busy}
                      onClick={() => void act(() => api().call(teamCalls.cancel, { body: { invitationId: i.id } }))}
                    >
                      {t('team.cancel', { email: i.email })}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('team.noInvitations')}</p>
          )}

          <h3>{t('team.requests')}</h3>
          {team.requests.length ? (
            <ul>
              {team.requests.map((r) => (
                <li key={r.id} style={{ marginBottom: 8 }}>
                  <strong translate="no">{r.nickName}</strong> ({r.email}), {day(r.createdAt)}
                  {r.message && (
                    <>
                      : <Data text={r.message} prose />
                    </>
                  )}{' '}
                  <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      className="wrap-button"
                      type="primary"
                      disabled={busy}
                      onClick={() => void act(() => api().call(teamCalls.review, { body: { requestId: r.id, approve: true } }))}
                    >
                      {t('team.approve', { name: r.nickName })}
                    </Button>
                    <Button
                      size="small"
                      className="wrap-button"
                      disabled={busy}
                      onClick={() => void act(() => api().call(teamCalls.review, { body: { requestId: r.id, approve: false } }))}
                    >
                      {t('team.refuse', { name: r.nickName })}
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('team.noRequests')}</p>
          )}
        </>
      )}

      <h2>{t('team.posts')}</h2>
      {posts.list.length ? (
        <ul className="team__posts">
          {posts.list.map((p) => (
            <li key={p.id} style={{ marginBottom: 6 }}>
              <Tag>{t(`team.status.${p.checkStatus === 2 ? 2 : p.checkStatus === 3 ? 3 : 1}`)}</Tag> <span translate="no">{p.code}</span> ·{' '}
              {p.userInfo.nickName} · {p.transformEnTime}:{' '}
              <Data text={p.enContent.length > 140 ? `${p.enContent.slice(0, 140)}…` : p.enContent} prose />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('team.noPosts')}</p>
      )}

      <h2>{t('team.conversations')}</h2>
      {conversations.list.length ? (
        <ul className="team__conversations">
          {conversations.list.map((c) => (
            <li key={c.id} style={{ marginBottom: 6 }}>
              <Link to={`/account/messages/${c.id}`}>
                <span translate="no">{c.lead.code}</span> {t('team.with', { name: c.other.nickName })}
              </Link>
              {c.lastMessage && (
                <>
                  {' '}
                  · {day(c.lastMessage.createDate)}: <Data text={c.lastMessage.content} prose />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('team.noConversations')}</p>
      )}
    </div>
  );
}
