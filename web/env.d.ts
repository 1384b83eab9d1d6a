import type { PageContext } from '../contracts/core/transport';

declare module 'react-router' {
  interface AppLoadContext extends PageContext {}
}
