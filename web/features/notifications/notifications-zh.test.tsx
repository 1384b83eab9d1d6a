// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../../contracts/notifications/models';
import { renderKitPage } from '../../test-support/dom';
import { NotificationList } from './NotificationList';

const note: NotificationItem = {
  id: 3,
  title: 'SIF 118 暂停进口',
  body: '海关总署暂停了该工厂的注册。',
  reason: '您订阅了工厂 SIF 118',
  link: '/market/plant/detail?plantNo=SIF+118',
  createDate: '2024-05-02T08:30:00Z',
  read: false,
};

describe('the notification centre in Chinese', () => {
  it("frames the server's notifications with Chinese chrome and keeps their links under /zh", async () => {
    renderKitPage(<NotificationList page={{ list: [note, { ...note, id: 4, read: true }], total: 2 }} emailMode="daily" current={1} />, {
      path: '/account/notifications',
      language: 'zh',
    });
    expect(await screen.findByText('关注对象发生变化时给我发送邮件')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '每天一次，汇总发送' })).toHaveProperty('checked', true);
    expect(screen.getByText('共 2 条通知')).toBeTruthy();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '标为已读' })).toBeTruthy();
    expect(screen.getAllByText('收到此通知的原因：您订阅了工厂 SIF 118。')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: note.title })[0]?.getAttribute('href')).toBe(`/zh${note.link}`);
  });

  it('counts one notification in the singular in English', async () => {
    renderKitPage(<NotificationList page={{ list: [note], total: 1 }} emailMode="off" current={1} />, { path: '/account/notifications' });
    expect(await screen.findByText('1 notification')).toBeTruthy();
  });
});
