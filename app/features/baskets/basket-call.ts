/**
 * One of the basket's JSON calls from the page (spec §4 "Basket requests", §7): a read (GET) or a change
 * (POST with the page's CSRF token as a header), sent as a script (X-Requested-With), announcing start,
 * abort, success, error and complete (basket-events.ts). The mini basket pop-up and the checkout's items
 * both send theirs through here.
 */
import { csrfTokenFromDocument } from "../../components/forms/csrf-input.tsx";
import { AJAX_HEADERS } from "../../components/ui/modal.tsx";
import { announceBasketRequest, type BasketRequestDetail } from "./basket-events.ts";
import { type BasketJson, basketJson } from "./basket-json.ts";

/** The server answered, but not with the basket: `status` says why (401: nobody is signed in). */
export class BasketCallFailed extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`basket request failed: ${status}`);
    this.status = status;
  }
}

export interface BasketCall {
  kind: BasketRequestDetail["kind"];
  signal: AbortSignal;
  itemId?: number;
  /** The form fields of a change; none: a read. */
  body?: Record<string, string>;
}

/**
 * The basket's JSON as the server answers it (a null answer is the empty basket, spec §3). Throws
 * BasketCallFailed for an answer that is not a success, and the fetch's own error for an abort or a
 * network failure (`signal.aborted` tells which).
 */
export async function callBasket(
  url: string,
  { kind, signal, itemId, body }: BasketCall,
): Promise<BasketJson> {
  announceBasketRequest({ phase: "start", kind, itemId });
  try {
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      body: body ? new URLSearchParams(body) : undefined,
      headers: { ...AJAX_HEADERS, ...(body ? { "X-CSRF-Token": csrfTokenFromDocument() } : {}) },
      credentials: "same-origin",
      signal,
    });
    if (!response.ok) {
      announceBasketRequest({ phase: "error", kind, itemId, error: response.statusText.toLowerCase() });
      throw new BasketCallFailed(response.status);
    }
    const basket = (await response.json()) as BasketJson | null;
    announceBasketRequest({ phase: "success", kind, itemId });
    return basket ?? basketJson(null);
  } catch (error) {
    if (signal.aborted) announceBasketRequest({ phase: "abort", kind, itemId });
    else if (!(error instanceof BasketCallFailed))
      announceBasketRequest({ phase: "error", kind, itemId, error: "error" });
    throw error;
  } finally {
    announceBasketRequest({ phase: "complete", kind, itemId });
  }
}
