import { App, Button, Form, Input, Radio, Space, Tag } from 'antd';
import { useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/verification';
import { companyCalls } from '../../../contracts/companies/calls';
import type { Application } from '../../../contracts/companies/models';
import { companiesMessages } from '../../features/companies/messages';
import { browserApi, createApi, pageMessage, useErrorText } from '../../lib/api';
import { languageOfMatches, languageOfRequest, translator, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { Uploader } from '../../ui/uploads/Uploader';
import { Data, fillIn } from '../../features/market/Bilingual';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(translator(languageOfMatches(matches), companiesMessages)('apply.title')) },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  try {
    return { list: (await createApi(context.api).call(companyCalls.mine)).list, error: null };
  } catch (err) {
    return {
      list: [] as Application[],
      error: pageMessage(err, { language, searchOf: translator(language, companiesMessages)('apply.title') }),
    };
  }
}

const STATE_COLOR = { PENDING: 'gold', VERIFIED: 'green', REFUSED: 'red', REVOKED: 'default' } as const;

interface ApplyForm {
  level: 'ENTERPRISE' | 'PERSONAL';
  role: 'SUPPLIER' | 'BUYER';
  plants: { countryCode: string; plantNo: string }[];
  consigneeRecordNum?: string;
  workEmail?: string;
  realName?: string;
  note?: string;
  documents: string[];
}

/** Apply to represent a company (its plants, or as a buyer its consignee record) or as a person; then the status of each application. */
export default function Verification({ loaderData }: Route.ComponentProps) {
  const t = useT(companiesMessages);
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { revalidate } = useRevalidator();
  const [form] = Form.useForm<ApplyForm>();
  const level = Form.useWatch('level', form) ?? 'ENTERPRISE';
  const role = Form.useWatch('role', form) ?? 'SUPPLIER';
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ email: string; domainMatch: boolean; knownDomain: string } | null>(null);
  const { list, error } = loaderData;

  const submit = async (values: ApplyForm) => {
    setBusy(true);
    try {
      const api = browserApi();
      if (values.level === 'PERSONAL') {
        await api.call(companyCalls.personal, {
          body: { realName: values.realName ?? '', note: values.note ?? '', documents: values.documents ?? [] },
        });
        setResult(null);
      } else {
        const supplier = values.role === 'SUPPLIER';
        const answer = await api.call(companyCalls.enterprise, {
          body: {
            plants: supplier ? (values.plants ?? []) : [],
            consigneeRecordNum: supplier ? undefined : values.consigneeRecordNum,
            workEmail: values.workEmail ?? '',
            note: values.note ?? '',
            documents: values.documents ?? [],
          },
        });
        setResult({ email: values.workEmail ?? '', domainMatch: answer.domainMatch, knownDomain: answer.knownDomain });
      }
      form.resetFields();
      await revalidate();
    } catch (err) {
      message.warning(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="account-area__title">{t('apply.title')}</h1>
      <p className="account-area__note">{t('apply.intro')}</p>
      {error && (
        <p className="account-area__error" role="alert">
          {error}
        </p>
      )}
      {result && (
        <div role="status" className="verification__sent" style={{ marginBottom: 16 }}>
          <p>{fillIn((email) => t('apply.sent', { email }), <Data text={result.email} />)}</p>
          <p>
            {!result.knownDomain
              ? t('apply.domainUnknown')
              : fillIn(
                  (domain) => t(result.domainMatch ? 'apply.domainMatch' : 'apply.domainNoMatch', { domain }),
                  <Data text={result.knownDomain} />,
                )}
          </p>
        </div>
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ level: 'ENTERPRISE', role: 'SUPPLIER', plants: [{ countryCode: '', plantNo: '' }], documents: [] }}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="level" label={t('apply.title')}>
          <Radio.Group
            options={[
              { value: 'ENTERPRISE', label: t('apply.enterprise') },
              { value: 'PERSONAL', label: t('apply.personal') },
            ]}
          />
        </Form.Item>
        {level === 'ENTERPRISE' ? (
          <>
            <Form.Item name="role" label={t('apply.role')}>
              <Radio.Group
                options={[
                  { value: 'SUPPLIER', label: t('apply.supplier') },
                  { value: 'BUYER', label: t('apply.buyer') },
                ]}
              />
            </Form.Item>
            {role === 'SUPPLIER' ? (
              <Form.List name="plants">
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((field, i) => (
                      <Space key={field.key} wrap align="end" style={{ marginBottom: 8 }}>
                        <Form.Item name={[field.name, 'countryCode']} label={t('apply.country', { n: i + 1 })} rules={[{ required: true }]}>
                          <Input maxLength={2} style={{ width: 90 }} placeholder={t('apply.countryHint')} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'plantNo']} label={t('apply.plantNo', { n: i + 1 })} rules={[{ required: true }]}>
                          <Input maxLength={60} placeholder="SIF 118" />
                        </Form.Item>
                        {fields.length > 1 && (
                          <Form.Item>
                            <Button onClick={() => remove(field.name)}>{t('apply.removePlant', { n: i + 1 })}</Button>
                          </Form.Item>
                        )}
                      </Space>
                    ))}
                    <Form.Item>
                      <Button onClick={() => add({ countryCode: '', plantNo: '' })}>{t('apply.addPlant')}</Button>
                    </Form.Item>
                  </>
                )}
              </Form.List>
            ) : (
              <Form.Item name="consigneeRecordNum" label={t('apply.consignee')} rules={[{ required: true }]}>
                <Input maxLength={60} />
              </Form.Item>
            )}
            <Form.Item name="workEmail" label={t('apply.workEmail')} rules={[{ required: true, type: 'email' }]}>
              <Input type="email" autoComplete="email" maxLength={254} />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="realName" label={t('apply.realName')} rules={[{ required: true }]}>
            <Input autoComplete="name" maxLength={200} />
          </Form.Item>
        )}
        <Form.Item
          name="documents"
          label={level === 'ENTERPRISE' ? t('apply.documents') : t('apply.documentsPersonal')}
          rules={[{ required: true }]}
        >
          <Uploader purpose="company-document" kind="document" maxCount={6} />
        </Form.Item>
        <Form.Item name="note" label={t('apply.note')}>
          <Input.TextArea maxLength={1000} rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('apply.submit')}
        </Button>
      </Form>

      <h2 style={{ marginTop: 32 }}>{t('status.title')}</h2>
      {list.length ? (
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((a) => (
            <ApplicationItem key={a.id} application={a} onChange={revalidate} />
          ))}
        </ol>
      ) : (
        <p>{t('status.empty')}</p>
      )}
    </>
  );
}

function ApplicationItem({ application: a, onChange }: { application: Application; onChange: () => Promise<void> }) {
  const t = useT(companiesMessages);
  const { message } = App.useApp();
  const errorText = useErrorText();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await onChange();
    } catch (err) {
      message.warning(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li style={{ borderBottom: '1px solid #d9d9d9', padding: '12px 0', overflowWrap: 'anywhere' }} aria-label={a.name}>
      <p style={{ margin: 0 }}>
        <strong translate="no">{a.name}</strong> <Tag color={STATE_COLOR[a.state]}>{t(`status.state.${a.state}`)}</Tag>
      </p>
      <p style={{ margin: '4px 0', color: '#595959' }}>
        {t('status.applied', { date: a.createdAt.slice(0, 10) })}
        {a.plants.length > 0 && <span translate="no"> · {a.plants.map((p) => `${p.countryCode} ${p.plantNo}`).join(', ')}</span>}
      </p>
      {a.reason && <p style={{ margin: '4px 0' }}>{fillIn((reason) => t('status.reason', { reason }), <Data text={a.reason} prose />)}</p>}
      {a.documents.length > 0 && (
        <p style={{ margin: '4px 0' }}>
          {t('status.documents')}:{' '}
          {a.documents.map((d) => (
            <a key={d.id} href={d.url} target="_blank" rel="noreferrer" style={{ marginInlineEnd: 8 }} translate="no">
              {d.name}
            </a>
          ))}
        </p>
      )}
      {a.state === 'VERIFIED' && <Link to={`/verified/${a.id}`}>{t('status.open')}</Link>}
      {a.workEmail &&
        (a.emailConfirmed ? (
          <p style={{ margin: '4px 0' }}>{t('status.confirmed')}</p>
        ) : (
          a.state === 'PENDING' && (
            <Space wrap align="center" style={{ marginTop: 4 }}>
              <label htmlFor={codeId}>{fillIn((email) => t('status.code', { email }), <Data text={a.workEmail} />)}</label>
              <Input
                id={codeId}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                inputMode="numeric"
                maxLength={6}
                style={{ width: 120 }}
              />
              <Button
                type="primary"
                disabled={busy}
                onClick={() => void act(() => browserApi().call(companyCalls.confirmEmail, { body: { id: a.id, code } }))}
              >
                {t('status.confirm')}
              </Button>
              <Button disabled={busy} onClick={() => void act(() => browserApi().call(companyCalls.resendCode, { body: { id: a.id } }))}>
                {t('status.resend')}
              </Button>
            </Space>
          )
        ))}
    </li>
  );
}
