// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { uploadCalls } from '../../../contracts/uploads/calls';
import { UPLOAD_RULES, uploadMessages } from '../../../contracts/uploads/codes';
import type { UploadedFile, UploadToken } from '../../../contracts/uploads/models';
import type { Language } from '../../lib/i18n';
import { renderKitPage, stubFetch } from '../../test-support/dom';
import { Uploader } from './Uploader';

const rules = UPLOAD_RULES['lead-image'];
const STORED = 'https://files.example.test/lead/3f2a-bellies.jpg';

/** The uploader as a form holds it: the addresses it hands over are shown beside it. */
function Field() {
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <>
      <Uploader purpose="lead-image" kind="image" value={urls} onChange={setUrls} />
      <output data-testid="value">{urls.join(',')}</output>
    </>
  );
}

const picture = (name: string, size: number, type = 'image/jpeg') => {
  const file = new File(['jpeg bytes'], name, { type });
  // The size is what the check reads; no need to hold 10 MB in memory.
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The storage host's side of the upload (an XMLHttpRequest post, for its progress): it takes every file. */
class StorageHost {
  static posted: string[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {
    StorageHost.posted.push(this.url);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.status = 204;
      this.onload?.();
    });
  }
}

function stubUploads() {
  StorageHost.posted = [];
  vi.stubGlobal('XMLHttpRequest', StorageHost);
  const token: UploadToken = {
    uploadToken: 't1',
    fileHost: 'https://files.example.test',
    key: 'lead/3f2a-bellies.jpg',
    uploadUrl: '/api/file/upload',
    fields: { key: 'lead/3f2a-bellies.jpg' },
    maxBytes: rules.maxBytes,
    expiresAt: '2030-01-01T00:00:00Z',
  };
  const stored: UploadedFile = { url: STORED, key: token.key, kind: 'image', mime: 'image/jpeg', bytes: 2000, width: 40, height: 30 };
  return stubFetch((path) => (path === uploadCalls.token.path ? token : path === uploadCalls.confirm.path ? stored : null));
}

/** The file input the picker fills (waitFor retries it until the page has rendered). */
const input = () => {
  const found = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!found) throw new Error('no file input yet');
  return found;
};

describe('the uploader (§5 image upload)', () => {
  it('refuses a file over the size limit with the spec message, asking for no token', async () => {
    const sent = stubUploads();
    renderKitPage(<Field />);
    await userEvent.setup().upload(await waitFor(input), picture('bellies.jpg', rules.maxBytes + 1));

    expect((await screen.findByRole('alert')).textContent).toBe(rules.msg.tooLarge);
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(sent.map((r) => r.path)).not.toContain(uploadCalls.token.path);
  });

  it('refuses a file that is not a picture, or a picture type it does not take, with the spec messages', async () => {
    stubUploads();
    // The user picks "All files" in the dialog: the accept attribute only narrows the picker.
    const user = userEvent.setup({ applyAccept: false });
    renderKitPage(<Field />);
    await user.upload(await waitFor(input), picture('price-list.pdf', 2000, 'application/pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(rules.msg.notPicture);

    await user.upload(input(), picture('bellies.bmp', 2000, 'image/bmp'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(rules.msg.wrongType));
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('uploads an accepted picture, shows it and hands its address to the form; it can be removed', async () => {
    stubUploads();
    const user = userEvent.setup();
    renderKitPage(<Field />);
    await user.upload(await waitFor(input), picture('bellies.jpg', rules.maxBytes));

    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(STORED));
    expect(StorageHost.posted).toEqual(['/api/file/upload']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: '3f2a-bellies.jpg' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(''));
  });

  it('is reached from the keyboard: Tab lands on its button, and Enter opens the file picker', async () => {
    stubUploads();
    const user = userEvent.setup();
    renderKitPage(<Field />);
    const picker = await waitFor(input);
    let opened = 0;
    // A click on the file input is what opens the browser's file dialog.
    picker.addEventListener('click', () => (opened += 1));
    await user.tab();

    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Upload/ }));
    await user.keyboard('{Enter}');
    expect(opened).toBe(1);
  });
});

describe.each(['en', 'zh'] as const)("§5's feedback refusals in the page's language (%s)", (language: Language) => {
  // The spec's own Chinese words on a Chinese page, their English twins on an English one: what the server answers too.
  const words = uploadMessages.texts[language];
  const feedback = UPLOAD_RULES['feedback-image'];

  it('says a picture of another type, one at or over 10 MB, and one too many in the words of the page', async () => {
    stubUploads();
    const user = userEvent.setup({ applyAccept: false });
    renderKitPage(<Uploader purpose="feedback-image" kind="image" value={[]} />, { language });
    await user.upload(await waitFor(input), picture('scan.bmp', 2000, 'image/bmp'));
    expect((await screen.findByRole('alert')).textContent).toBe(words.commonImageTypes);

    await user.upload(input(), picture('big.png', feedback.maxBytes + 1, 'image/png'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(words.notOver10M));

    await user.upload(
      input(),
      Array.from({ length: feedback.maxCount + 1 }, (_, i) => picture(`p${i}.png`, 2000, 'image/png')),
    );
    const tooMany = words.tooManyImages.replace('{{n}}', String(feedback.maxCount));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(tooMany));
  });
});
