// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../contracts/accounts/models';
import { feedbackCalls } from '../../../contracts/feedback/calls';
import { FEEDBACK_MSG } from '../../../contracts/feedback/codes';
import { messageAt, renderKitPage, stubFetch } from '../../test-support/dom';
import { FeedbackForm } from './FeedbackForm';

const types = [
  { dicDetailCode: 'BUG', dicDetailEnName: 'Something is broken', dicDetailName: '故障' },
  { dicDetailCode: 'IDEA', dicDetailEnName: 'An idea', dicDetailName: '建议' },
];
const signedIn: UserInfo = {
  userId: 41,
  email: 'li@example.test',
  nickName: 'Li',
  avatar: '',
  contactMobile: '',
  companyName: 'Li Trading',
  businessCategory: '',
  userName: 'li@example.test',
  realName: 'Li Wei',
  mobileNum: '',
  role: 'user',
  language: 'en',
};

const sentFeedback = (sent: ReturnType<typeof stubFetch>) => sent.filter((r) => r.path === feedbackCalls.add.path).map((r) => r.body);

describe('the feedback form (§5 Release a Feedback)', () => {
  it('asks for the type and a description that is not blank, sending nothing', async () => {
    const sent = stubFetch();
    const user = userEvent.setup();
    renderKitPage(<FeedbackForm types={types} name="feedback" />);
    await user.type(await screen.findByLabelText('Description'), '    ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(messageAt('Type')).toBe(FEEDBACK_MSG.unknownType));
    await waitFor(() => expect(messageAt('Description')).toBe(FEEDBACK_MSG.required));
    expect(sentFeedback(sent)).toEqual([]);
  });

  it('sends the trimmed description with the user, thanks, and starts afresh on OK', async () => {
    const sent = stubFetch((path) => (path === feedbackCalls.add.path ? 3 : null));
    const user = userEvent.setup();
    renderKitPage(<FeedbackForm types={types} name="feedback" />, { user: signedIn });
    await user.click(await screen.findByLabelText('Type'));
    await user.click(await screen.findByText('An idea'));
    await user.click(screen.getByLabelText('Description'));
    await user.paste('  Add pork prices by port  ');
    await user.click(screen.getByLabelText('Contact'));
    await user.paste('li@example.test');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(FEEDBACK_MSG.thanksTitle)).toBeTruthy();
    expect(sentFeedback(sent)).toEqual([
      {
        client: 'PC',
        type: 'IDEA',
        content: 'Add pork prices by port',
        contact: 'li@example.test',
        images: { list: [] },
        userId: 41,
        username: 'li@example.test',
        createName: 'Li',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe(''));
  });

  it("shows the server's refusal and gives the button back", async () => {
    const tooFast = { envelope: { rspCode: '429', msg: FEEDBACK_MSG.tooFast, data: null }, status: 429 };
    stubFetch((path) => (path === feedbackCalls.add.path ? tooFast : null));
    const user = userEvent.setup();
    renderKitPage(<FeedbackForm types={types} fixedType="CONTACT" name="contact" />);
    await user.type(await screen.findByLabelText('Description'), 'Call me about beef quotas');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(FEEDBACK_MSG.tooFast)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(false));
    expect(screen.queryByText(FEEDBACK_MSG.thanksTitle)).toBeNull();
  });
});
