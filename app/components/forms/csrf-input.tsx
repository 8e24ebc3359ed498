import { useRouteLoaderData } from "react-router";
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
