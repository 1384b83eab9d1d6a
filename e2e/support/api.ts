import { baseURL } from './browser';

/**
 * A call of the portal's API as a client makes it (GET without a body, else a JSON POST), answering the envelope's
 * data. For reading what a page should show; the pages themselves are read through the browser.
 */
export async function apiData<T = any>(path: string, body?: unknown, cookie = ''): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()).data as T;
}
