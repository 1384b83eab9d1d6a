import { App, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { checkCalls } from '../../../contracts/check/calls';
import { CHECK_LIMITS as L } from '../../../contracts/check/codes';
import { UPLOAD_RULES } from '../../../contracts/uploads/codes';
import { browserApi, useErrorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import type { Option } from '../../ui/FilterBar';
import { Uploader } from '../../ui/uploads/Uploader';
import { checkMessages } from './messages';

interface Values {
  accountNumber: string;
  holderName: string;
  bankName: string;
  countryCode?: string;
  story: string;
  evidence: string[];
}

/** Reports a bank account with its story and pictures; the server checks every field again and says why it refuses. */
export function ReportForm({ countries }: { countries: Option[] }) {
  const t = useT(checkMessages);
  const { message } = App.useApp();
  const errorText = useErrorText();
  const revalidator = useRevalidator();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const send = async (v: Values) => {
    setSending(true);
    try {
      await browserApi().call(checkCalls.report, { body: { ...v, countryCode: v.countryCode ?? '', evidence: v.evidence ?? [] } });
      message.success(t('report.sent'), 4);
      form.resetFields();
      await revalidator.revalidate();
    } catch (err) {
      message.warning(errorText(err), 4);
    } finally {
      setSending(false);
    }
  };
  const required = [{ required: true, whitespace: true }];
  return (
    <Form<Values> form={form} layout="vertical" name="report-account" onFinish={(v) => void send(v)} className="check-report-form">
      <Form.Item label={t('report.accountNumber')} name="accountNumber" rules={required}>
        <Input maxLength={L.accountTyped} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('report.holderName')} name="holderName" rules={required}>
        <Input maxLength={L.holderName} />
      </Form.Item>
      <Form.Item label={t('report.bankName')} name="bankName" rules={required}>
        <Input maxLength={L.bankName} />
      </Form.Item>
      <Form.Item label={t('report.countryCode')} name="countryCode" rules={[{ required: true }]}>
        <Select showSearch optionFilterProp="label" options={countries} />
      </Form.Item>
      <Form.Item label={t('report.story')} name="story" rules={[...required, { min: L.storyMin }]}>
        <Input.TextArea rows={5} maxLength={L.story} />
      </Form.Item>
      <Form.Item label={t('report.evidence')} name="evidence">
        <Uploader purpose="bank-evidence" kind="image" maxCount={UPLOAD_RULES['bank-evidence'].maxCount} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
        {t('report.submit')}
      </Button>
    </Form>
  );
}
