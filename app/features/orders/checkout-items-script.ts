/**
 * The checkout's item changes with JavaScript (spec §4 Checkout and Basket requests, §8, §9): a quantity
 * change or a removal goes through the basket's JSON calls; a newer request for the same item aborts the
 * older one; each request announces start, abort, success, error and complete. On success the page's
 * data is read again (the summary, with its discount, comes from the server), except when the basket is
 * down to 0 or 1 items: then the page reloads through a form submit. On error the quantity goes back and
 * 'Error updating your item' / 'Error deleting your item' shows for 3 seconds.
 *
 * Without JavaScript the same changes are plain forms (checkout-page.tsx).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { href, useRevalidator } from "react-router";
import { csrfTokenFromDocument } from "../../components/forms/csrf-input.tsx";
import { AJAX_HEADERS } from "../../components/ui/modal.tsx";
import {
  announceBasketChanged,
  announceBasketRequest,
  type BasketRequestDetail,
} from "../baskets/basket-events.ts";
import type { BasketJson } from "../baskets/basket-json.ts";

/** Spec §8, the checkout's item errors, verbatim. */
export const CHECKOUT_ITEM_ERRORS = {
  update: "Error updating your item",
  delete: "Error deleting your item",
} as const;

/** Spec §9: an item error at checkout fades after 3 seconds. */
export const CHECKOUT_ITEM_ERROR_MS = 3_000;

export interface CheckoutItemState {
  loading?: boolean;
  error?: string;
  /** Remove asked: Keep or Remove is shown in place. */
  confirming?: boolean;
  /** The quantity the select shows while its request runs, and after an error (the old one again). */
  quantity?: number;
}

export interface CheckoutItemsScript {
  items: Readonly<Record<number, CheckoutItemState>>;
  /** `previous`: the quantity the server last gave, shown again if the change fails. */
  setQuantity(itemId: number, quantity: number, previous: number): void;
  askRemove(itemId: number): void;
  keep(itemId: number): void;
  remove(itemId: number): void;
}

class RequestFailed extends Error {}

async function send(
  url: string,
  kind: BasketRequestDetail["kind"],
  itemId: number,
  body: Record<string, string>,
  signal: AbortSignal,
): Promise<BasketJson> {
  announceBasketRequest({ phase: "start", kind, itemId });
  try {
    const response = await fetch(url, {
      method: "POST",
      body: new URLSearchParams(body),
      headers: { ...AJAX_HEADERS, "X-CSRF-Token": csrfTokenFromDocument() },
      credentials: "same-origin",
      signal,
    });
    if (!response.ok) {
      announceBasketRequest({ phase: "error", kind, itemId, error: response.statusText.toLowerCase() });
      throw new RequestFailed(String(response.status));
    }
    const basket = (await response.json()) as BasketJson;
    announceBasketRequest({ phase: "success", kind, itemId });
    return basket;
  } catch (error) {
    if (signal.aborted) announceBasketRequest({ phase: "abort", kind, itemId });
    else if (!(error instanceof RequestFailed))
      announceBasketRequest({ phase: "error", kind, itemId, error: "error" });
    throw error;
  } finally {
    announceBasketRequest({ phase: "complete", kind, itemId });
  }
}

/**
 * `reloadForm`: the hidden GET form to /checkout the page submits when the basket is down to 0 or 1
 * items (spec §4), so the page is drawn afresh by the server.
 */
export function useCheckoutItems(basketId: number | null, reloadForm: () => HTMLFormElement | null) {
  const [items, setItems] = useState<Record<number, CheckoutItemState>>({});
  const requests = useRef(new Map<number, AbortController>());
  const fades = useRef(new Set<ReturnType<typeof setTimeout>>());
  const revalidator = useRevalidator();

  useEffect(() => {
    const pending = requests.current;
    const timers = fades.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  const patch = useCallback((itemId: number, change: CheckoutItemState | null) => {
    setItems((all) => {
      const next = { ...all };
      if (change === null) delete next[itemId];
      else next[itemId] = { ...all[itemId], ...change };
      return next;
    });
  }, []);

  const fail = useCallback(
    (itemId: number, error: string, change: CheckoutItemState = {}) => {
      patch(itemId, { ...change, loading: false, confirming: false, error });
      const timer = setTimeout(() => {
        fades.current.delete(timer);
        setItems((all) => {
          const state = all[itemId];
          if (state?.error !== error) return all;
          return { ...all, [itemId]: { ...state, error: "" } };
        });
      }, CHECKOUT_ITEM_ERROR_MS);
      fades.current.add(timer);
    },
    [patch],
  );

  const run = useCallback(
    async (
      itemId: number,
      kind: "item-update" | "item-delete",
      url: string,
      body: Record<string, string>,
      onError: () => void,
    ) => {
      requests.current.get(itemId)?.abort();
      const controller = new AbortController();
      requests.current.set(itemId, controller);
      try {
        const basket = await send(url, kind, itemId, body, controller.signal);
        announceBasketChanged(basket);
        if (Number(basket.summary.totalItems) <= 1) {
          reloadForm()?.submit();
          return;
        }
        await revalidator.revalidate();
        patch(itemId, null);
      } catch {
        if (controller.signal.aborted) return;
        onError();
      } finally {
        if (requests.current.get(itemId) === controller) requests.current.delete(itemId);
      }
    },
    [patch, reloadForm, revalidator],
  );

  const script: CheckoutItemsScript = {
    items,
    setQuantity(itemId, quantity, previous) {
      patch(itemId, { loading: true, error: "", quantity });
      void run(
        itemId,
        "item-update",
        href("/my-gazette/basket/item/:itemId/quantity/data.json", { itemId: String(itemId) }),
        { _method: "PUT", quantity: String(quantity), ...(basketId ? { basketId: String(basketId) } : {}) },
        () => fail(itemId, CHECKOUT_ITEM_ERRORS.update, { quantity: previous }),
      );
    },
    askRemove: (itemId) => patch(itemId, { confirming: true, error: "" }),
    keep: (itemId) => patch(itemId, { confirming: false }),
    remove(itemId) {
      patch(itemId, { loading: true, confirming: false, error: "" });
      void run(
        itemId,
        "item-delete",
        href("/my-gazette/basket/item/:itemId", { itemId: String(itemId) }),
        { _method: "DELETE" },
        () => fail(itemId, CHECKOUT_ITEM_ERRORS.delete),
      );
    },
  };
  return script;
}
