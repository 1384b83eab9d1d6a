import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { deferScripts } from './lib/deferred-scripts';
import { withKitFirstPaint } from './lib/kit-first-paint';
import { NonceContext } from './lib/nonce';

/** Time allowed for a page's data before the render gives up. */
export const streamTimeout = 10_000;

/**
 * Renders the whole page before sending it: the status (a 404 thrown late, say) and the full
 * HTML are known together, and crawlers and visitors without JavaScript get the finished page.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Pages without the kit layout hydrate after their first frame (web/lib/deferred-scripts.ts); the layout's pages
    // (the account area, the admin) as they load, with the kit's stylesheet linked.
    const kitPage = routerContext.staticHandlerContext.matches.some((m) => m.route.id.startsWith('kit'));
    // Cleared once the page is written: a pending timer would keep the whole render (its data, its chunks) alive
    // for the full timeout, which on a busy server is thousands of pages of garbage the collector must walk.
    const timer: { id?: NodeJS.Timeout } = {};
    sink.on('end', () => {
      clearTimeout(timer.id);
      responseHeaders.set('content-type', 'text/html; charset=utf-8');
      const html = Buffer.concat(chunks);
      const body = kitPage ? html : deferScripts(withKitFirstPaint(html.toString('utf8'), nonce));
      resolve(new Response(body, { status, headers: responseHeaders }));
    });
    sink.on('error', (err) => {
      clearTimeout(timer.id);
      reject(err);
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Every Suspense boundary (a kit part waiting for its code, web/ui/kit/island.tsx) is written in place: past
        // this many bytes React would send a large one after the rest, moved in by an inline script at load.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // React writes the one <!DOCTYPE html> itself when the root element is <html>.
        onAllReady() {
          pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timer.id);
          reject(error);
        },
        onError(error) {
          status = 500;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    timer.id = setTimeout(abort, streamTimeout + 1000);
  });
}
