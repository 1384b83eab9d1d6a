// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { topicCalls } from '../../../contracts/forum/calls';
import { POSTING_LIMITS, POSTING_MSG } from '../../../contracts/posting/codes';
import { messageAt, renderKitPage, stubFetch } from '../../test-support/dom';
import { TopicForm } from './TopicForm';
import type { Topic } from '../../../contracts/forum/models';

const classes = [{ value: 'TRADE', label: 'Trade' }];
const labels = [{ labelCode: 'BEEF', labelNameAlias: 'Beef', labelClass: 'TRADE' }];
const instruction = { name: 'Instruction', content: '<p>Be civil.</p>', agreementType: 'INSTRUCTION' } as const;

const renderForm = () =>
  renderKitPage(<TopicForm classes={classes} labels={labels} instruction={instruction} />, { path: '/exchangeForm' });

describe('the topic form (§5 Release topic)', () => {
  it('refuses a title under 5 and a content under 50 characters, and an unread Instruction, sending nothing', async () => {
    const sent = stubFetch();
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText('Title'), 'Beef');
    await user.click(screen.getByLabelText('Content'));
    await user.paste('x'.repeat(POSTING_LIMITS.topicContentMin - 1));
    await user.click(screen.getByRole('button', { name: 'Release' }));

    // The form shows each field's refusal as its own check ends: wait for all three.
    await waitFor(() => expect(messageAt('Title')).toBe(POSTING_MSG.titleMin));
    await waitFor(() => expect(messageAt('Content')).toBe(POSTING_MSG.contentMin));
    expect(await screen.findByText('Read and agree to the Instruction')).toBeTruthy();
    expect(sent.filter((r) => r.path === topicCalls.add.path)).toEqual([]);
  });

  it('keeps the title within 250 and the content within 2000 characters', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderForm();
    const title = await screen.findByLabelText<HTMLInputElement>('Title');
    await user.click(title);
    await user.paste('t'.repeat(POSTING_LIMITS.topicTitleMax + 5));
    const content = screen.getByLabelText<HTMLTextAreaElement>('Content');
    await user.click(content);
    await user.paste('c'.repeat(POSTING_LIMITS.topicContentMax + 5));

    expect(title.value).toHaveLength(POSTING_LIMITS.topicTitleMax);
    expect(content.value).toHaveLength(POSTING_LIMITS.topicContentMax);
  });

  it('agreeing in the Instruction dialog lets a topic at the lower limits go, and sends what was typed', async () => {
    const sent = stubFetch((path) => (path === topicCalls.add.path ? 12 : null));
    const user = userEvent.setup();
    renderForm();
    const content = 'Frozen beef shanks wanted, 40 t a month, CIF Qingdao.';
    await user.type(await screen.findByLabelText('Title'), 'Shank');
    await user.click(screen.getByLabelText('Content'));
    await user.paste(content);
    // By its text: the DOM here names a button inside the checkbox's label after the label, unlike a browser.
    await user.click(screen.getByText('Instruction', { selector: 'button, button *' }));
    await user.click(await screen.findByRole('button', { name: 'Agree' }));
    await user.click(screen.getByRole('button', { name: 'Release' }));

    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/account/myExchange');
    expect(sent.filter((r) => r.path === topicCalls.add.path).map((r) => r.body)).toEqual([
      { labelClass: 'TRADE', title: 'Shank', content, images: [], video: '', client: 'PC' },
    ]);
  });
});

describe('the topic form’s agreement (§4) and its edit (issue 27)', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByLabelText('Title'), 'Shank');
    await user.click(screen.getByLabelText('Content'));
    await user.paste('Frozen beef shanks wanted, 40 t a month, CIF Qingdao.');
  };

  it('the box does not hold the button back; a refusal gives the button back with the box still ticked', async () => {
    const sent = stubFetch((path) => (path === topicCalls.add.path ? { envelope: { rspCode: '400', msg: 'refused' }, status: 400 } : null));
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    const box = screen.getByRole<HTMLInputElement>('checkbox');
    expect(box.checked).toBe(false);
    const release = screen.getByRole<HTMLButtonElement>('button', { name: 'Release' });
    expect(release.disabled).toBe(false);
    await user.click(box);
    await user.click(release);
    await waitFor(() => expect(sent.filter((r) => r.path === topicCalls.add.path)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Release' }).disabled).toBe(false));
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
  });

  it('starts from the author’s own topic and sends an update of it', async () => {
    const sent = stubFetch((path) => (path === topicCalls.update.path ? { id: 7, code: 'c7', checkStatus: 1, editPending: false } : null));
    const user = userEvent.setup();
    const editing = {
      id: 7,
      labelClass: 'TRADE',
      labelCode: 'BEEF',
      title: 'Shank',
      content: 'Frozen beef shanks wanted, 40 t a month, CIF Qingdao.',
      images: [],
      video: '',
      checkStatus: 3,
    } as unknown as Topic;
    renderKitPage(<TopicForm classes={classes} labels={labels} instruction={instruction} editing={editing} />, { path: '/exchangeForm' });
    const title = await screen.findByLabelText<HTMLInputElement>('Title');
    expect(title.value).toBe('Shank');
    await user.type(title, 's');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/account/myExchange');
    expect(sent.filter((r) => r.path === topicCalls.update.path).map((r) => r.body)).toEqual([
      { id: 7, labelClass: 'TRADE', labelCode: 'BEEF', title: 'Shanks', content: editing.content, images: [], video: '', client: 'PC' },
    ]);
  });
});
