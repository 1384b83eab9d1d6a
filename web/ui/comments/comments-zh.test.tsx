// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../contracts/accounts/models';
import type { Comment } from '../../../contracts/comments/models';
import { renderKitPage } from '../../test-support/dom';
import { Comments } from './Comments';

const base = {
  authorId: 5,
  avatar: '',
  updateDate: '2024-05-02T08:30:00Z',
  pid: null,
  commentsType: 'COMMUNITY',
  ownerId: '12',
  messageMode: '',
  accessType: '',
  tags: '',
  deletable: true,
  verified: null,
};
const comment: Comment = {
  ...base,
  id: 1,
  author: 'Shanghai Buyer',
  adminReply: 1,
  messageContent: '这批货的到港时间是什么时候？',
  messageReply: [
    {
      ...base,
      id: 2,
      pid: 1,
      author: 'Admin',
      adminReply: 0,
      messageContent: 'Next week.',
      messageNickName: 'Shanghai Buyer',
      messageReplyAdmin: 1,
    },
  ],
};
const data = { commentsType: 'COMMUNITY' as const, ownerId: '12', comments: { list: [comment], total: 1 } };
const reader = { userId: 5, nickName: 'Shanghai Buyer' } as UserInfo;

describe('comments in Chinese', () => {
  it('a visitor reads the thread in Chinese chrome and is sent to sign in under /zh, back to the page', async () => {
    renderKitPage(<Comments data={data} />, { path: '/exchange/detail?code=T12', language: 'zh' });
    expect(await screen.findByRole('heading', { name: '评论（2）' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录后发表评论' }).getAttribute('href')).toBe(
      `/zh/login?redirect=${encodeURIComponent('/exchange/detail?code=T12')}`,
    );
    // Each text carries the language it is written in; the administrator is named in Chinese.
    expect(screen.getByText(comment.messageContent).closest('p')?.getAttribute('lang')).toBe('zh-Hans');
    expect(screen.getByText('Next week.').closest('p')?.getAttribute('lang')).toBe('en');
    expect(screen.getAllByText('管理员').length).toBeGreaterThan(0);
    expect(screen.getByText('回复', { selector: '.ui-comment__to' })).toBeTruthy();
  });

  it('a signed-in reader writes with a Chinese box and buttons', async () => {
    renderKitPage(<Comments data={data} />, { path: '/exchange/detail', language: 'zh', user: reader });
    const box = await screen.findByRole('textbox', { name: '您的评论' });
    expect(box.getAttribute('placeholder')).toBe('写下您的评论');
    const thread = screen.getAllByRole('list')[0]!;
    expect(within(thread).getAllByRole('button', { name: /^回复$/ }).length).toBe(2);
    expect(within(thread).getAllByRole('button', { name: /^删除$/ }).length).toBe(2);
  });
});
