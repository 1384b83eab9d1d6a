import { describe, expect, test } from 'vitest';
import { adminSession as signInAdmin } from './support/admin';
import { baseURL } from './support/browser';

/** A page as a visitor's browser asks for it (compressed), or with a session cookie. */
const getPage = (path: string, cookie?: string) =>
  fetch(`${baseURL()}${path}`, {
    redirect: 'manual',
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) },
  });

/**
 * The page once the cache holds it. Other specs write through the same portal, and each write empties the
 * cache, so a page stored a moment ago may be gone; it is asked again until it is served from the cache.
 */
async function cachedPage(path: string): Promise<Response> {
  let res = await getPage(path);
  for (let i = 0; i < 20 && res.headers.get('x-cache') !== 'hit'; i++) res = await getPage(path);
  expect(res.headers.get('x-cache')).toBe('hit');
  return res;
}

const adminSession = () => signInAdmin({ address: '198.51.100.201' });

const adminCall = (token: string, path: string, body?: object) =>
  fetch(`${baseURL()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-session-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then(async (res) => ({ status: res.status, json: (await res.json()) as { data: any } }));

describe('the anonymous page cache', () => {
  test("a visitor's cached page changes right after an admin edit of the data it shows", async () => {
    const { token } = await adminSession();
    const name = `Cached link ${Date.now()}`;
    const added = await adminCall(token, '/api/admin/links/add', { linkName: name, linkUrl: 'https://example.com/cache' });
    expect(added.status).toBe(200);
    const id = added.json.data.id as number;
    try {
      const cached = await cachedPage('/');
      expect(cached.headers.get('content-encoding')).toBe('br');
      const html = await cached.text();
      expect(html).toContain(name);
      // One DOCTYPE, at the very start.
      expect(html.match(/<!DOCTYPE html>/gi)).toHaveLength(1);
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);

      const renamed = `${name} renamed`;
      expect(
        (await adminCall(token, `/api/admin/links/${id}/update`, { linkName: renamed, linkUrl: 'https://example.com/cache' })).status,
      ).toBe(200);
      // The first visitor after the edit gets the new name: the cached copy with the old one is gone.
      // (Whether that answer is a miss cannot be asserted: home.spec may have rendered the page again in between.)
      const after = await getPage('/');
      const text = await after.text();
      expect(text).toContain(renamed);
      expect(text).not.toMatch(new RegExp(`${name}(?! renamed)`));
      expect(await (await cachedPage('/')).text()).toContain(renamed);
    } finally {
      await adminCall(token, `/api/admin/links/${id}/delete`, {});
    }
  });

  test('a page rendered afresh comes compressed in the encoding the visitor accepts, and reads as the same page', async () => {
    // A keyword nobody has asked for: each request is a miss, rendered (and compressed) by a page worker.
    const fresh = () => `/market/plant?keywords=fresh${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    const ask = () =>
      Promise.all(
        ['br', 'gzip', 'identity'].map((encoding) =>
          fetch(`${baseURL()}${fresh()}`, { headers: { accept: 'text/html', 'accept-encoding': encoding } }),
        ),
      );
    // A write by another spec while a page renders keeps that answer out of the cache (it may be stale), and then it
    // carries no x-cache mark: asked again, with new keywords, until no write fell inside the three renders.
    let pages = await ask();
    for (let i = 0; i < 10 && pages.some((res) => res.headers.get('x-cache') !== 'miss'); i++) pages = await ask();
    expect(pages.map((res) => res.headers.get('x-cache'))).toEqual(['miss', 'miss', 'miss']);
    expect(pages.map((res) => res.headers.get('content-encoding'))).toEqual(['br', 'gzip', null]);
    // fetch decodes the body: each is the whole page, with the list's empty result under the same title.
    const texts = await Promise.all(pages.map((res) => res.text()));
    for (const html of texts) {
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html).toContain('Registered plants');
      expect(html).toContain('</html>');
    }
  });

  test("a signed-in user never receives a visitor's cached page", async () => {
    await cachedPage('/market/plant');
    const { cookie } = await adminSession();
    const mine = await getPage('/market/plant', cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('x-cache')).toBeNull();
    expect(mine.headers.get('cache-control')).toBe('no-store');
    // Rendered for this user: the header names the account instead of offering the sign-in.
    const html = await mine.text();
    expect(html).not.toContain('href="/login"');
  });

  test('account and admin pages are never cached and carry no-store', async () => {
    for (const path of ['/admin', '/account/personInfo']) {
      await getPage(path);
      const again = await getPage(path);
      expect(again.headers.get('x-cache')).toBeNull();
      expect(again.headers.get('cache-control')).toBe('no-store');
    }
  });
});
