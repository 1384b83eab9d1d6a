import { browserTransport, createApi } from './api/client';

export { ApiError, browserTransport, createApi, type Answer, type Api } from './api/client';
export { errorText, pageMessage, useErrorText, type MessageContext } from './api/messages';

/** The API from event handlers in the browser (fetch, with the session cookie). */
export const browserApi = () => createApi(browserTransport);
