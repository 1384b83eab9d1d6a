import type { RegistrationForm, UserInfo } from '../../../contracts/accounts';
import type { AccessType, EmailCodeType } from '../../../contracts/codes';
import type { Page } from '../../../contracts/envelope';
import type { Subscription } from '../../../contracts/subscriptions';
import type { Call } from './client';

export interface ProfileForm {
  email?: string;
  nickName: string;
  contactMobile?: string;
  companyName?: string;
  businessCategory?: string;
}

export interface PasswordChangeForm {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export interface PasswordResetForm {
  email: string;
  emailCode: string;
  password: string;
  confirmPassword: string;
}

export interface SubscriptionFilter {
  subscribeType?: Subscription['subscribeType'];
  accessType?: AccessType;
  queryWord?: string;
}

/** Accounts and sessions (§7 'Account, session, registration'), plus the account area's subscription list. */
export function accountsApi(call: Call) {
  return {
    info: () => call<UserInfo>({ method: 'GET', path: '/api/user/info' }),
    sendCode: (to: string, type: EmailCodeType) => call<null>({ method: 'POST', path: '/api/email/send', body: { to, type } }),
    register: (form: RegistrationForm) => call<UserInfo>({ method: 'POST', path: '/api/email/registration', body: form }),
    login: (email: string, password: string) => call<UserInfo>({ method: 'POST', path: '/api/user/emailLogin', body: { email, password } }),
    logout: () => call<null>({ method: 'POST', path: '/api/user/logout', body: {} }),
    resetPassword: (form: PasswordResetForm) => call<null>({ method: 'POST', path: '/api/user/emailForgetPassword', body: form }),
    changePassword: (form: PasswordChangeForm) => call<null>({ method: 'POST', path: '/api/user/updateEmailPassword', body: form }),
    updateProfile: (form: ProfileForm) => call<UserInfo>({ method: 'POST', path: '/api/email/updateUser', body: form }),
    subscriptions: (page: number, limit: number, filter: SubscriptionFilter) =>
      call<Page<Subscription>>({ method: 'POST', path: `/api/base/subscribe/list/${page}/${limit}`, body: filter }),
    unsubscribe: (id: number, nickName?: string) =>
      call<null>({ method: 'POST', path: '/api/base/subscribe/remove', body: { id, nickName, subStatus: 2 } }),
  };
}
