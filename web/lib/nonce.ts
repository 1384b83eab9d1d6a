import { createContext, useContext } from 'react';

/** The request's CSP nonce, provided by the server render; empty in the browser, where it is not needed. */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
