import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerBuild } from 'react-router';
import { callKey } from '../../contracts/core/calls';
import type { ApiResponse } from '../../contracts/core/transport';
import {
  type FromWorker,
  type PageJob,
  type PageWorkerData,
  type RenderedPage,
  type ToWorker,
  renderedOf,
  requestOf,
} from './page-protocol';
import { compress, compressible } from './compression';
import { useProductionReactRouter } from './production-modules';
import { handlerPerLanguage } from './page-languages';

/*
 * A page worker (page-workers.ts): renders pages with the React Router build on its own thread. The pages' API calls
 * go back to the main thread, which answers them in-process as it does for a page it renders itself (validation,
 * policies and the anonymous cache included), so the worker holds no database, session or cache of its own.
 */

const port = parentPort!;
const { serverEntry, mode } = workerData as PageWorkerData;
// Each thread resolves modules with its own hooks: the worker points React Router at its production build too.
if (mode === 'production') useProductionReactRouter();
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const { createRequestHandler } = await import('react-router');
const handlerFor = handlerPerLanguage(createRequestHandler, build, mode);

const send = (message: FromWorker, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

interface Running {
  controller: AbortController;
  calls: Map<number, { resolve(response: ApiResponse): void; reject(err: Error): void }>;
  nextCall: number;
}
const running = new Map<number, Running>();

async function render(job: number, page: PageJob): Promise<RenderedPage> {
  const state: Running = { controller: new AbortController(), calls: new Map(), nextCall: 1 };
  running.set(job, state);
  try {
    const response = await handlerFor(page.url)(requestOf(page, state.controller.signal), {
      ...page.context,
      api: ({ definition, input }) =>
        new Promise<ApiResponse>((resolve, reject) => {
          const id = state.nextCall++;
          state.calls.set(id, { resolve, reject });
          send({ type: 'call', job, call: id, request: { key: callKey(definition), input } });
        }),
    });
    const rendered = await renderedOf(response);
    const type = response.headers.get('content-type') ?? undefined;
    if (page.encoding && rendered.body && compressible(type, rendered.body.byteLength)) {
      // Copied into a buffer of its own, so it can be transferred whole.
      rendered.encoded = new Uint8Array(compress(Buffer.from(rendered.body.buffer), page.encoding));
    }
    return rendered;
  } finally {
    running.delete(job);
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'render') {
    render(message.job, message.page).then(
      (page) =>
        send(
          { type: 'rendered', job: message.job, page },
          [page.body?.buffer, page.encoded?.buffer].filter((b) => b !== undefined),
        ),
      (err: unknown) => send({ type: 'failed', job: message.job, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
    );
  } else if (message.type === 'answer') {
    const waiting = running.get(message.job)?.calls;
    const call = waiting?.get(message.call);
    if (!waiting || !call) return;
    waiting.delete(message.call);
    if ('error' in message) call.reject(new Error(message.error));
    else call.resolve(message.response);
  } else {
    running.get(message.job)?.controller.abort();
  }
});
send({ type: 'ready' });
