import { useRouteLoaderData } from "react-router";
import { ID_PATTERNS } from "../../lib/ids.ts";
import type { RootLoaderData } from "../../root.tsx";

/** The CSRF token as the hidden `_csrf` field; put it in every POST form. */
export function CsrfInput() {
  const root = useRouteLoaderData<RootLoaderData>("root");
  return <input type="hidden" name="_csrf" value={root?.csrfToken ?? ""} />;
}

/** For scripts: the token to send as X-CSRF-Token with ajax requests. */
export function useCsrfToken(): string {
  return useRouteLoaderData<RootLoaderData>("root")?.csrfToken ?? "";
}

/** Reads the token from the page (for code outside React). */
export function csrfTokenFromDocument(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
}

/**
 * After a sign-in by ajax the server has issued a new token (sent in the X-CSRF-Token answer header) and
 * refuses the old one: the page's copies are brought up to date, so it works on without a reload.
 */
export function replaceDocumentCsrfToken(token: string): void {
  if (!ID_PATTERNS.csrfToken.test(token)) return;
  document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.setAttribute("content", token);
  for (const input of document.querySelectorAll<HTMLInputElement>('input[name="_csrf"]')) input.value = token;
}
