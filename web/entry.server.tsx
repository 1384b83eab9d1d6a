import { PassThrough } from 'node:stream';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './lib/nonce';

/** Time allowed for a page's data before the render gives up. */
export const streamTimeout = 10_000;

/**
 * Renders the whole page before sending it, so the UI kit's styles used on the page can be
 * extracted and put in the head: the first paint is styled, with or without JavaScript.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const cache = createCache();
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      const html = Buffer.concat(chunks).toString('utf8');
      const styles = extractStyle(cache);
      responseHeaders.set('content-type', 'text/html; charset=utf-8');
      resolve(new Response(html.replace('</head>', `${styles}</head>`), { status, headers: responseHeaders }));
    });
    sink.on('error', reject);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StyleProvider cache={cache}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StyleProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          sink.write('<!DOCTYPE html>');
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
