/**
 * The checkout's item changes with JavaScript (spec §4 Checkout and Basket requests, §8, §9): a quantity
 * change or a removal goes through the basket's JSON calls; a newer request for the same item aborts the
 * older one; each request announces start, abort, success, error and complete. On success the page's
 * data is read again (the summary, with its discount, comes from the server), except when the basket is
 * down to 0 or 1 items: then the page reloads through a form submit. On error the quantity goes back and
 * 'Error updating your item' / 'Error deleting your item' shows for 3 seconds. A visitor's change waits
 * for sign-in first (checkout-sign-in.ts).
 *
 * Without JavaScript the same changes are plain forms (checkout-page.tsx).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { href, useRevalidator } from "react-router";
import { callBasket } from "../baskets/basket-call.ts";
import { announceBasketChanged } from "../baskets/basket-events.ts";
import type { CheckoutSignIn } from "./checkout-sign-in.ts";

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

/**
 * `reloadForm`: the hidden GET form to /checkout the page submits when the basket is down to 0 or 1
 * items (spec §4), so the page is drawn afresh by the server. `signIn`: a visitor's change waits for
 * sign-in (checkout-sign-in.ts); after it the basket is the account's, whose id the quantity call names.
 */
export function useCheckoutItems(
  basketId: number | null,
  reloadForm: () => HTMLFormElement | null,
  { signInFirst }: Pick<CheckoutSignIn, "signInFirst">,
) {
  const [items, setItems] = useState<Record<number, CheckoutItemState>>({});
  const requests = useRef(new Map<number, AbortController>());
  const fades = useRef(new Set<ReturnType<typeof setTimeout>>());
  const revalidator = useRevalidator();
  // The basket the quantity call names: after a sign-in here it is the account's, before the page's data
  // is read again.
  const basketIdNow = useRef(basketId);
  useEffect(() => {
    basketIdNow.current = basketId;
  }, [basketId]);

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
        const basket = await callBasket(url, { kind, signal: controller.signal, itemId, body });
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
      signInFirst((joined) => {
        if (joined) basketIdNow.current = joined.id;
        const basket = basketIdNow.current;
        patch(itemId, { loading: true, error: "", quantity });
        void run(
          itemId,
          "item-update",
          href("/my-gazette/basket/item/:itemId/quantity/data.json", { itemId: String(itemId) }),
          { _method: "PUT", quantity: String(quantity), ...(basket ? { basketId: String(basket) } : {}) },
          () => fail(itemId, CHECKOUT_ITEM_ERRORS.update, { quantity: previous }),
        );
      });
    },
    askRemove: (itemId) => patch(itemId, { confirming: true, error: "" }),
    keep: (itemId) => patch(itemId, { confirming: false }),
    remove(itemId) {
      signInFirst(() => {
        patch(itemId, { loading: true, confirming: false, error: "" });
        void run(
          itemId,
          "item-delete",
          href("/my-gazette/basket/item/:itemId", { itemId: String(itemId) }),
          { _method: "DELETE" },
          () => fail(itemId, CHECKOUT_ITEM_ERRORS.delete),
        );
      });
    },
  };
  return script;
}
