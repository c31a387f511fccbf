/**
 * The per-request CSP nonce (made in entry.server.tsx) for the few scripts the document carries
 * inline. The browser hides nonce values from the DOM, so on the client it reads as "" — harmless,
 * since scripts only run from the server-rendered document.
 */
import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
