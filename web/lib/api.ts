import type { ApiTransport } from '../../contracts/transport';
import { accountsApi } from './api/accounts';
import { caller } from './api/client';
import { marketApi } from './api/market';
import { siteApi } from './api/site';

export { ApiError, browserTransport } from './api/client';

/**
 * Typed calls over the contracts, one group per domain (web/lib/api/<domain>.ts). The same client
 * runs in loaders (the in-process transport) and in the browser (fetch).
 */
export function createApi(transport: ApiTransport) {
  const call = caller(transport);
  return {
    site: siteApi(call),
    market: marketApi(call),
    accounts: accountsApi(call),
  };
}

export type Api = ReturnType<typeof createApi>;
