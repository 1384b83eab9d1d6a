import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import type { UserInfo } from '../../../contracts/accounts/models';
import { ACCOUNT } from '../../../contracts/accounts/codes';
import { accountsCalls } from '../../../contracts/accounts/calls';
import type { ProfileForm as ProfileValues } from '../../../contracts/accounts/models';
import { browserApi, useErrorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { accountsMessages } from './messages';
import { Uploader } from '../../ui/uploads/Uploader';
import { atMostRule, MOBILE_MAX, useAccountRules } from './rules';

/** §5 'Profile': the e-mail is shown read-only; required fields say 'Cannot be empty'. */
export function ProfileForm({ user }: { user: UserInfo }) {
  const t = useT(accountsMessages);
  const { m, emailRules, requiredRule } = useAccountRules();
  const atMost = (max: number) => atMostRule(max, t('hints.atMost', { max }));
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);

  const save = async (values: ProfileValues) => {
    setSaving(true);
    try {
      const saved = await browserApi().call(accountsCalls.updateProfile, { body: values });
      form.setFieldsValue(saved);
      message.success(m.editSuccess);
    } catch (err) {
      message.warning(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => void save(values)}
      className="account-form account-form--wide"
      name="person-info"
      initialValues={{
        email: user.email,
        nickName: user.nickName,
        contactMobile: user.contactMobile,
        companyName: user.companyName,
        businessCategory: user.businessCategory,
        avatar: user.avatar,
      }}
    >
      {/* One picture: the form holds its address, the uploader a list of at most one. */}
      <Form.Item
        label={t('fields.avatar')}
        name="avatar"
        getValueProps={(avatar?: string) => ({ value: avatar ? [avatar] : [] })}
        normalize={(urls: string[]) => urls[0] ?? ''}
      >
        <Uploader purpose="avatar" kind="image" maxCount={1} />
      </Form.Item>
      <Form.Item label={t('fields.email')} name="email" rules={emailRules}>
        <Input readOnly disabled />
      </Form.Item>
      <Form.Item label={t('fields.nickName')} name="nickName" rules={[requiredRule(), atMost(ACCOUNT.nickNameMax)]}>
        <Input autoComplete="nickname" />
      </Form.Item>
      <Form.Item label={t('fields.contactMobile')} name="contactMobile" rules={[atMost(MOBILE_MAX)]}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label={t('fields.companyName')} name="companyName" rules={[atMost(ACCOUNT.fieldMax)]}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item label={t('fields.businessCategory')} name="businessCategory" rules={[atMost(ACCOUNT.fieldMax)]}>
        <Input placeholder={t('hints.businessCategory')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}
