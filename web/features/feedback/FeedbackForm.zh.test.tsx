// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { feedbackCalls } from '../../../contracts/feedback/calls';
import { feedbackMessages } from '../../../contracts/feedback/codes';
import { messageAt, renderKitPage, stubFetch } from '../../test-support/dom';
import { FeedbackForm } from './FeedbackForm';

/** The contracts' messages as a Chinese page shows them. */
const FEEDBACK_MSG = feedbackMessages.texts.zh;

const types = [
  { dicDetailCode: 'BUG', dicDetailEnName: 'Something is broken', dicDetailName: '故障' },
  { dicDetailCode: 'IDEA', dicDetailEnName: 'An idea', dicDetailName: '建议' },
];

describe('the feedback form in Chinese', () => {
  it('labels its fields in Chinese, names the types by their Chinese names, and sends the code', async () => {
    const sent = stubFetch((path) => (path === feedbackCalls.add.path ? 1 : null));
    const user = userEvent.setup();
    renderKitPage(<FeedbackForm types={types} name="feedback" />, { language: 'zh' });
    expect(await screen.findByLabelText('问题描述', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByLabelText('联系方式')).toBeTruthy();
    expect(screen.getByText('最多 6 张图片（png、jpg、gif），每张小于 10 MB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(messageAt('反馈类型')).toBe(FEEDBACK_MSG.unknownType));

    await user.click(screen.getByLabelText('反馈类型'));
    await user.click(await screen.findByText('建议'));
    await user.click(screen.getByLabelText('问题描述'));
    await user.paste('请增加按口岸的猪肉价格');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByText(FEEDBACK_MSG.thanksTitle);
    expect(sent.filter((r) => r.path === feedbackCalls.add.path).map((r) => (r.body as { type: string }).type)).toEqual(['IDEA']);
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
  });
});
