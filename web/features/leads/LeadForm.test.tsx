// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leadCalls } from '../../../contracts/leads/calls';
import { LEAD_TYPE } from '../../../contracts/leads/codes';
import { boardPath } from '../../../contracts/leads/pages';
import { POSTING_LIMITS, POSTING_MSG } from '../../../contracts/posting/codes';
import { messageAt, renderKitPage, stubFetch } from '../../test-support/dom';
import { LeadForm } from './LeadForm';

const goods = {
  '201': [
    { value: 'beef', label: 'Frozen beef' },
    { value: 'pork', label: 'Frozen pork' },
  ],
  '202': [{ value: 'shrimp', label: 'Frozen shrimp' }],
};
const countries = [{ value: 'BR', label: 'Brazil' }];

const renderForm = () =>
  renderKitPage(<LeadForm type={LEAD_TYPE.SUPPLY} goods={goods} countries={countries} />, { path: '/supply/release' });

describe('the lead form (§5 Post Leads)', () => {
  it('refuses an empty or blank content and an unchosen product with the spec messages, sending nothing', async () => {
    const sent = stubFetch();
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText('Content'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(messageAt('Content')).toBe(POSTING_MSG.empty));
    await waitFor(() => expect(messageAt('Product')).toBe(POSTING_MSG.selectGoodsType));
    expect(sent.filter((r) => r.path === leadCalls.add.path)).toEqual([]);
  });

  it('keeps the content within 1000 characters, counting them', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderForm();
    const content = await screen.findByLabelText<HTMLTextAreaElement>('Content');
    await user.click(content);
    await user.paste('x'.repeat(POSTING_LIMITS.leadContentMax + 20));

    expect(content.value).toHaveLength(POSTING_LIMITS.leadContentMax);
    expect(screen.getByText(`${POSTING_LIMITS.leadContentMax} / ${POSTING_LIMITS.leadContentMax}`)).toBeTruthy();
  });

  it('sends the typed fields to the API and goes to the board', async () => {
    const sent = stubFetch((path) => (path === leadCalls.add.path ? 7 : null));
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByLabelText('Product'));
    await user.click(await screen.findByText('Frozen pork'));
    await user.click(screen.getByLabelText('Content'));
    await user.paste('Frozen pork bellies, 25 t, CIF Shanghai');
    await user.type(screen.getByLabelText('Plant Reg.No.'), ' SIF 123 ');
    await user.type(screen.getByLabelText('Quantity'), '25');
    await user.type(screen.getByLabelText('Packing'), ' Cartons of 25 kg ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await screen.findByTestId('elsewhere')).textContent).toBe(boardPath(LEAD_TYPE.SUPPLY));
    await waitFor(() => expect(sent.filter((r) => r.path === leadCalls.add.path)).toHaveLength(1));
    expect(sent.find((r) => r.path === leadCalls.add.path)?.body).toEqual({
      type: LEAD_TYPE.SUPPLY,
      accessType: '201',
      goodsType: 'pork',
      content: 'Frozen pork bellies, 25 t, CIF Shanghai',
      images: [],
      client: 'PC',
      plantNo: 'SIF 123',
      // The offer's details: the filled ones trimmed, the others null (the server checks a quantity needs its unit).
      originCountry: null,
      quantity: '25',
      quantityUnit: null,
      packing: 'Cartons of 25 kg',
      incoterm: null,
      port: null,
      price: null,
      currency: null,
      priceUnit: null,
      validUntil: null,
    });
  });
});
