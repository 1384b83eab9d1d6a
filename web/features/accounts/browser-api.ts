import { browserTransport, createApi } from '../../lib/api';

/** The API from event handlers in the browser (fetch, with the session cookie). */
export const browserApi = () => createApi(browserTransport);
