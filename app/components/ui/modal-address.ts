/**
 * History mode of the modal (spec §2): while a modal is open the address carries `modal=<link path>`, so
 * that the address can be kept, shared or reloaded and the same modal opens again over the same page.
 * Pure functions of addresses, tested on their own.
 */
export const MODAL_PARAM = "modal";

/**
 * The path a modal link names on this site (path, query and nothing else), or null for a link to another
 * site: those never open in a modal.
 */
export function modalPath(href: string, pageAddress: string): string | null {
  let url: URL;
  try {
    url = new URL(href, pageAddress);
  } catch {
    return null;
  }
  if (url.origin !== new URL(pageAddress).origin) return null;
  return `${url.pathname}${url.search}`;
}

/** The page's address (path, query, fragment) with `modal=<path>`, or without it for null. */
export function addressWithModal(pageAddress: string, path: string | null): string {
  const url = new URL(pageAddress);
  if (path === null) url.searchParams.delete(MODAL_PARAM);
  else url.searchParams.set(MODAL_PARAM, path);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The modal the address asks for, when it is a path on this site. A page opens it only when one of its
 * own modal links names the same path, so the parameter cannot make a page load anything else.
 */
export function requestedModalPath(pageAddress: string): string | null {
  const value = new URL(pageAddress).searchParams.get(MODAL_PARAM);
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return value;
}
