import { createContext, type ReactNode, use } from "react";

const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext value={value}>{children}</NonceContext>;
}

/** The CSP nonce on the server; empty in the browser, where the scripts have already run. */
export function useNonce(): string {
  return use(NonceContext);
}
