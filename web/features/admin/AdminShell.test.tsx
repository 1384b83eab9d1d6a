// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../contracts/admin/models';
import { renderKitPage, stubFetch } from '../../test-support/dom';
import { AdminShell } from './AdminShell';
import { UsersTable } from './UsersTable';

/** The first render of a kit form can take seconds on a busy machine: the first look waits that long. */
const RENDERED = { timeout: 10_000 };

const user = (userId: number, email: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  userId,
  email,
  nickName: `N${userId}`,
  avatar: '',
  contactMobile: '',
  companyName: '',
  businessCategory: '',
  role: 'user',
  language: 'en',
  createdAt: '2026-03-01T08:00:00.000Z',
  disabledAt: null,
  sessionCount: 1,
  lastSignInAt: null,
  ...extra,
});
const users = {
  list: [user(2, 'li@example.test', { role: 'admin' }), user(3, 'wang@example.test', { disabledAt: '2026-04-01T00:00:00.000Z' })],
  total: 2,
};
const search = { keyword: undefined, role: undefined, status: undefined, page: 1, limit: 10 };

describe('the admin shell in Chinese', () => {
  it('names its menu and links in Chinese, keeps them under /zh, and offers the English page', async () => {
    renderKitPage(
      <AdminShell email="boss@example.test">
        <p>page</p>
      </AdminShell>,
      { path: '/admin/users', language: 'zh' },
    );
    const nav = await screen.findByRole('navigation', { name: '管理菜单' }, RENDERED);
    const users = within(nav).getByRole('link', { name: '用户' });
    expect(users.getAttribute('href')).toBe('/zh/admin/users');
    expect(within(nav).getByRole('link', { name: '审计日志' }).getAttribute('href')).toBe('/zh/admin/audit');
    expect(within(nav).queryByText('Users')).toBeNull();
    expect(screen.getByRole('link', { name: '返回网站' }).getAttribute('href')).toBe('/zh');
    // The switch leads to the same page in English, through /language which remembers the choice.
    const toEnglish = screen.getByRole('link', { name: 'Read this page in English' });
    expect(toEnglish.getAttribute('href')).toBe('/language?to=/admin/users');
    expect(toEnglish.getAttribute('lang')).toBe('en');
    // The address is data: the language walk and translators leave it alone.
    expect(screen.getByText('boss@example.test').getAttribute('translate')).toBe('no');
  });

  it('is in English on an English page, its switch leading to the /zh page', async () => {
    renderKitPage(
      <AdminShell email="boss@example.test">
        <p>page</p>
      </AdminShell>,
      { path: '/admin/users' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Administration' }, RENDERED);
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/admin/users');
    expect(screen.getByRole('link', { name: '阅读中文版' }).getAttribute('href')).toBe('/language?to=/zh/admin/users');
  });

  it('lists users with Chinese headers, filters, tags and total', async () => {
    stubFetch();
    renderKitPage(<UsersTable users={users} search={search} selfId={2} />, { path: '/admin/users', language: 'zh' });
    for (const header of ['电子邮箱', '角色', '状态', '操作'])
      expect(await screen.findByRole('columnheader', { name: header }, RENDERED)).toBeTruthy();
    // The kit spaces a two-character Chinese button's label (搜 索).
    expect(screen.getByRole('button', { name: /^搜索$/ })).toBeTruthy();
    expect(screen.getByText('共 2 个用户')).toBeTruthy();
    const disabled = screen.getByRole('row', { name: /wang@example\.test/ });
    expect(within(disabled).getAllByText('已停用').length).toBeGreaterThan(0);
    expect(within(disabled).getByRole('button', { name: /^启用$/ })).toBeTruthy();
    const me = screen.getByRole('row', { name: /li@example\.test/ });
    expect(within(me).getByText('本人')).toBeTruthy();
    expect(within(me).getAllByText('管理员').length).toBeGreaterThan(0);
  });
});
