// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Topic } from '../../../contracts/forum/models';
import { renderKitPage, stubFetch } from '../../test-support/dom';
import { TopicForm } from './TopicForm';
import { TopicItem } from './TopicItem';

const topic: Topic = {
  id: 12,
  code: 'T12',
  title: 'Reefer plugs at Yangshan',
  content: 'How long do reefers wait for a plug at Yangshan this month?',
  images: [],
  video: '',
  userInfo: { userId: 1, nickName: 'Admin', avatar: '', verified: null },
  isAdmin: true,
  top: 1,
  good: 1,
  labelClass: 'LOGISTICS',
  labelCode: 'REEFER',
  labelClassEnName: 'Logistics and cold chain',
  labelClassZhName: '物流与冷链',
  labelEnName: 'Reefer containers',
  viewsCount: 9,
  commentCount: 2,
  collectCount: 1,
  collected: false,
  checkStatus: 2,
  checkTime: null,
  refuseReason: '',
  editPending: false,
  keywords: '',
  transformEnTime: '2024-05-02 08:30',
};

describe('the forum in Chinese', () => {
  it("a topic's badges and counts are Chinese; its English title, text and label say they are English", async () => {
    renderKitPage(<TopicItem topic={topic} />, { path: '/exchange', language: 'zh' });
    const item = await screen.findByRole('article');
    for (const text of ['管理员', '置顶', '精选']) expect(within(item).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(item).getByRole('link', { name: topic.title }).getAttribute('href')).toBe('/zh/exchange/detail?code=T12');
    expect(within(item).getByRole('link', { name: topic.title }).getAttribute('lang')).toBe('en');
    expect(within(item).getByText(topic.content).getAttribute('lang')).toBe('en');
    expect(within(item).getByText('Reefer containers').getAttribute('lang')).toBe('en');
    expect(within(item).getByTitle('浏览')).toBeTruthy();
    expect(within(item).getByTitle('评论')).toBeTruthy();
  });

  it('a topic without a label shows its label class in Chinese', async () => {
    renderKitPage(<TopicItem topic={{ ...topic, labelCode: '', labelEnName: '' }} />, { path: '/exchange', language: 'zh' });
    expect((await screen.findByRole('link', { name: '物流与冷链' })).getAttribute('href')).toBe('/zh/exchange?labelClass=LOGISTICS');
  });

  it('the topic form labels its fields in Chinese and says the Instruction is English only', async () => {
    stubFetch();
    const user = userEvent.setup();
    const instruction = { name: 'Community instruction', content: '<p>Be civil.</p>', agreementType: 'INSTRUCTION' } as const;
    renderKitPage(<TopicForm classes={[{ value: 'MARKET', label: '市场交流' }]} labels={[]} instruction={instruction} />, {
      path: '/exchange/exchangeForm',
      language: 'zh',
    });
    for (const label of ['话题分类', '标签', '标题', '内容']) expect(await screen.findByLabelText(label)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^发布$/ }));
    expect(await screen.findByText('请阅读并同意《发布须知》')).toBeTruthy();

    // The Instruction is a button inside the agreement's label, for which the test DOM computes no name: found by its text.
    await user.click(screen.getByText('《发布须知》').closest('button')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('发布须知暂无中文版本，以下为英文原文。')).toBeTruthy();
    expect(within(dialog).getByText('Be civil.').closest('[lang]')?.getAttribute('lang')).toBe('en');
  });
});
