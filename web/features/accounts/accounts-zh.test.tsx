// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { HTML_LANG } from '../../lib/i18n';
import { renderKitPage, stubFetch } from '../../test-support/dom';
import { AccountNav } from './AccountNav';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** A Chinese page: the router's basename says so to components, the html lang to full-page loads. */
function chinesePage() {
  document.documentElement.lang = HTML_LANG.zh;
  onTestFinished(() => {
    document.documentElement.lang = HTML_LANG.en;
  });
}

const agreement = {
  name: 'User registration agreement',
  content: '<p>You keep your password secret.</p>',
  agreementType: 'REGISTRATION',
} as const;

describe('the account pages in Chinese', () => {
  it('sign-in speaks Chinese, keeps the way back language-free in its links, and returns to the Chinese page', async () => {
    chinesePage();
    const sent = stubFetch();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    onTestFinished(() => assign.mockRestore());
    const user = userEvent.setup();
    renderKitPage(<LoginForm />, { path: '/login?redirect=%2Fmarket%2Fplant', language: 'zh' });

    await user.type(await screen.findByLabelText('邮箱'), 'buyer@example.com');
    await user.type(screen.getByLabelText('密码'), 'Buyer pass 2024');
    expect(screen.getByRole('button', { name: '忘记密码？' })).toBeTruthy();
    // The register link is under /zh; the page it returns to is not (the router adds the prefix when it goes there).
    expect(screen.getByRole('link', { name: '立即注册' }).getAttribute('href')).toBe(
      `/zh/register?redirect=${encodeURIComponent('/market/plant')}`,
    );
    await user.click(screen.getByRole('button', { name: /^登录$/ }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/zh/market/plant'), { timeout: 3000 });
    expect(sent.find((r) => r.path === accountsCalls.login.path)?.body).toEqual({
      email: 'buyer@example.com',
      password: 'Buyer pass 2024',
    });
  });

  it('registration labels its fields in Chinese and shows the English-only agreement marked as English', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderKitPage(<RegisterForm agreement={agreement} />, { path: '/register', language: 'zh' });

    for (const label of ['邮箱', '密码', '确认密码', '昵称', '联系电话', '企业名称']) {
      expect(await screen.findByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByPlaceholderText('6 位验证码')).toBeTruthy();
    expect(screen.getByText('验证码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^注册$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/zh/login');

    await user.click(screen.getByText('《用户注册协议》', { selector: 'button' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('本协议暂无中文版本，以下为英文原文。')).toBeTruthy();
    expect(within(dialog).getByText('You keep your password secret.').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(within(dialog).getByRole('button', { name: /^同意$/ })).toBeTruthy();
  });

  it('the account menu names its pages in Chinese, its links under /zh', async () => {
    renderKitPage(<AccountNav />, { path: '/account/myFavorites', language: 'zh' });
    const nav = await screen.findByRole('navigation', { name: '我的账户' });
    expect(within(nav).getByRole('link', { name: '我的收藏' }).getAttribute('href')).toBe('/zh/account/myFavorites');
    expect(within(nav).getByRole('link', { name: '修改密码' }).getAttribute('href')).toBe('/zh/account/changePsd');
    expect(within(nav).getByText('安全设置')).toBeTruthy();
    expect(nav.textContent).not.toMatch(/[A-Za-z]/);
  });
});
