// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { RSP_OK } from '../../../contracts/core/codes';
import { uploadCalls } from '../../../contracts/uploads/calls';
import type { UploadPurpose } from '../../../contracts/uploads/codes';
import { renderKitPage } from '../../test-support/dom';
import { Uploader } from './Uploader';

const HOST = 'https://files.example.test';

/** The uploader as a form holds it: the addresses it hands over are shown beside it. */
function Field({ purpose, max, start = [] }: { purpose: UploadPurpose; max: number; start?: string[] }) {
  const [urls, setUrls] = useState<string[]>(start);
  return (
    <>
      <Uploader purpose={purpose} kind="image" maxCount={max} value={urls} onChange={setUrls} />
      <output data-testid="value">{urls.map((u) => u.slice(HOST.length + 1)).join(',')}</output>
    </>
  );
}

/** The storage host: a file whose key names 'slow' takes longer, so uploads finish in another order than picked. */
class StorageHost {
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  open() {}
  send(form: FormData) {
    const slow = String(form.get('key')).includes('slow');
    setTimeout(
      () => {
        this.status = 204;
        this.onload?.();
      },
      slow ? 80 : 0,
    );
  }
}

/** Tokens and confirmations that keep each file's name in its key and address. */
function stubUploads() {
  vi.stubGlobal('XMLHttpRequest', StorageHost);
  onTestFinished(() => void vi.unstubAllGlobals());
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const address = new URL(String(url), window.location.origin);
    let data: unknown = null;
    if (address.pathname === uploadCalls.token.path) {
      const key = `up/${address.searchParams.get('fileName')}`;
      data = {
        uploadToken: key,
        fileHost: HOST,
        key,
        uploadUrl: '/api/file/upload',
        fields: { key },
        maxBytes: 2_000_000,
        expiresAt: '2030-01-01T00:00:00Z',
      };
    } else if (address.pathname === uploadCalls.confirm.path) {
      const { key } = JSON.parse(String(init.body)) as { key: string };
      data = { url: `${HOST}/${key}`, key, kind: 'image', mime: 'image/jpeg', bytes: 2000, width: 40, height: 30 };
    }
    return new Response(JSON.stringify({ rspCode: RSP_OK, msg: 'success', data }), { headers: { 'content-type': 'application/json' } });
  });
}

const picture = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });
const input = () => {
  const found = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!found) throw new Error('no file input yet');
  return found;
};
const value = () => screen.getByTestId('value').textContent;

describe('the uploader keeps the order chosen (issue 25)', () => {
  it('hands the pictures over in the order they were picked, though the first finished last', async () => {
    stubUploads();
    const user = userEvent.setup();
    renderKitPage(<Field purpose="lead-image" max={6} />);
    await user.upload(await waitFor(input), [picture('a-slow.jpg'), picture('b.jpg'), picture('c.jpg')]);
    // Waits for the state, as long as a busy machine needs (three uploads read, stubbed and ordered), within the test's time.
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent ?? value()).toBe('up/a-slow.jpg,up/b.jpg,up/c.jpg'), {
      timeout: 15_000,
    });
  });

  it('moves a picture earlier or later with its buttons; the first has no earlier, the last no later', async () => {
    stubUploads();
    const user = userEvent.setup();
    renderKitPage(<Field purpose="lead-image" max={6} start={['a.jpg', 'b.jpg', 'c.jpg'].map((n) => `${HOST}/up/${n}`)} />);
    await user.click(await screen.findByRole('button', { name: 'Move c.jpg earlier' }));
    expect(value()).toBe('up/a.jpg,up/c.jpg,up/b.jpg');
    await user.click(screen.getByRole('button', { name: 'Move a.jpg later' }));
    expect(value()).toBe('up/c.jpg,up/a.jpg,up/b.jpg');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move c.jpg earlier' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move b.jpg later' }).disabled).toBe(true);
  });

  it('replaces a single picture (an avatar) by picking another, without removing the first', async () => {
    stubUploads();
    const user = userEvent.setup();
    renderKitPage(<Field purpose="avatar" max={1} start={[`${HOST}/up/old.jpg`]} />);
    expect(await screen.findByText('Replace')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /earlier|later/ })).toBeNull();
    await user.upload(await waitFor(input), picture('new.jpg'));
    await waitFor(() => expect(value()).toBe('up/new.jpg'), { timeout: 15_000 });
  });
});
