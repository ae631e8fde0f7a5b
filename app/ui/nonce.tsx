// The CSP nonce of the current response, for components that render inline scripts.
import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext('');

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
