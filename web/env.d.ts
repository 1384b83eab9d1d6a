import type { PageContext } from '../contracts/transport';

declare module 'react-router' {
  interface AppLoadContext extends PageContext {}
}
