import { App, Button, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { checkCalls } from '../../../contracts/check/calls';
import { CHECK_LIMITS as L } from '../../../contracts/check/codes';
import type { AdminBankReport } from '../../../contracts/check/models';
import { browserApi, useErrorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { checkMessages } from './messages';

type Decision = { id: number; account: string; kind: 'refuse' | 'withdraw' };

/** The admin queue of reported bank accounts: confirm a pending one, refuse it with a reason, withdraw a confirmed one. */
export function BankQueue({ list, total }: { list: AdminBankReport[]; total: number }) {
  const t = useT(checkMessages);
  const { message } = App.useApp();
  const errorText = useErrorText();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const act = async (run: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await run();
      message.success(t('admin.done'), 2);
      setAsking(null);
      setReason('');
      await revalidator.revalidate();
    } catch (err) {
      message.warning(errorText(err), 4);
    } finally {
      setBusy(false);
    }
  };
  const confirm = (id: number) => act(() => browserApi().call(checkCalls.adminConfirm, { params: { id } }));
  const decide = (d: Decision) =>
    act(() =>
      browserApi().call(d.kind === 'refuse' ? checkCalls.adminRefuse : checkCalls.adminWithdraw, {
        params: { id: d.id },
        body: { reason },
      }),
    );

  return (
    <>
      <Table<AdminBankReport>
        rowKey="id"
        dataSource={list}
        pagination={{ total, pageSize: L.adminPageSize, hideOnSinglePage: true }}
        scroll={{ x: true }}
        columns={[
          {
            title: t('admin.account'),
            key: 'account',
            render: (_v, r) => (
              <div>
                <strong translate="no">{r.accountNumber}</strong>
                <div>
                  <span translate="no">{r.holderName}</span> · <span translate="no">{r.bankName}</span> ·{' '}
                  <span translate="no">{r.countryCode}</span>
                  {r.source === 'demo' ? ` · ${t('admin.demo')}` : ''}
                </div>
                {r.company && (
                  <Link to={r.company.link} translate="no">
                    {r.company.name}
                  </Link>
                )}
                {r.sameAccount > 0 && <div>{t('admin.sameAccount', { count: r.sameAccount })}</div>}
              </div>
            ),
          },
          // What users wrote is data, in their own words and language.
          { title: t('admin.story'), key: 'story', render: (_v, r) => <span translate="no">{r.story}</span> },
          {
            title: t('admin.reporter'),
            key: 'reporter',
            render: (_v, r) => (r.reporter ? <span translate="no">{`${r.reporter.nickName} (${r.reporter.email})`}</span> : '—'),
          },
          {
            title: t('admin.filter'),
            key: 'status',
            render: (_v, r) => (
              <span data-status={r.status}>
                {t(`report.status.${r.status}`)}
                {r.decisionReason ? (
                  <>
                    {' '}
                    · <span translate="no">{r.decisionReason}</span>
                  </>
                ) : (
                  ''
                )}
              </span>
            ),
          },
          {
            title: t('admin.reason'),
            key: 'actions',
            render: (_v, r) => (
              <Space wrap>
                {r.status === 'pending' && (
                  <>
                    <Button
                      type="primary"
                      disabled={busy}
                      onClick={() => void confirm(r.id)}
                      aria-label={`${t('admin.confirm')} ${r.accountNumber}`}
                    >
                      {t('admin.confirm')}
                    </Button>
                    <Button danger disabled={busy} onClick={() => setAsking({ id: r.id, account: r.accountNumber, kind: 'refuse' })}>
                      {t('admin.refuse')}
                    </Button>
                  </>
                )}
                {r.status === 'confirmed' && (
                  <Button disabled={busy} onClick={() => setAsking({ id: r.id, account: r.accountNumber, kind: 'withdraw' })}>
                    {t('admin.withdraw')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={asking !== null}
        title={asking ? t(`admin.${asking.kind}`) : ''}
        okText={asking ? t(`admin.${asking.kind}`) : ''}
        confirmLoading={busy}
        onOk={() => asking && void decide(asking)}
        onCancel={() => setAsking(null)}
      >
        <label>
          {asking ? t('admin.reasonFor', { account: asking.account }) : ''}
          <Input.TextArea rows={3} maxLength={L.reason} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
      </Modal>
    </>
  );
}
