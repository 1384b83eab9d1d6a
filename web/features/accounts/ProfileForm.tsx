import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import type { UserInfo } from '../../../contracts/accounts/models';
import { ACCOUNT_MSG } from '../../../contracts/accounts/codes';
import { MSG } from '../../../contracts/core/codes';
import { accountsCalls } from '../../../contracts/accounts/calls';
import type { ProfileForm as ProfileValues } from '../../../contracts/accounts/models';
import { browserApi } from '../../lib/api';
import { Uploader } from '../../ui/uploads/Uploader';
import { emailRules, requiredRule } from './rules';

/** §5 'Profile': the e-mail is shown read-only; required fields say 'Cannot be empty'. */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);

  const save = async (values: ProfileValues) => {
    setSaving(true);
    try {
      const saved = await browserApi().call(accountsCalls.updateProfile, { body: values });
      form.setFieldsValue(saved);
      message.success(ACCOUNT_MSG.editSuccess);
    } catch (err) {
      message.warning((err as Error).message || MSG.unknownError);
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
        label="Avatar"
        name="avatar"
        getValueProps={(avatar?: string) => ({ value: avatar ? [avatar] : [] })}
        normalize={(urls: string[]) => urls[0] ?? ''}
      >
        <Uploader purpose="avatar" kind="image" maxCount={1} />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input readOnly disabled />
      </Form.Item>
      <Form.Item label="Nickname" name="nickName" rules={[requiredRule(), { max: 50, message: 'At most 50 characters' }]}>
        <Input autoComplete="nickname" />
      </Form.Item>
      <Form.Item label="Contact mobile" name="contactMobile" rules={[{ max: 32, message: 'At most 32 characters' }]}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="Company name" name="companyName" rules={[{ max: 100, message: 'At most 100 characters' }]}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item label="Business category" name="businessCategory" rules={[{ max: 100, message: 'At most 100 characters' }]}>
        <Input placeholder="e.g. Seafood importer" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Save
      </Button>
    </Form>
  );
}
