/**
 * The mini basket pop-up's behaviour (spec §4, §8, §9): it reads the basket when shown and every 30
 * seconds; quantity changes and removals go through the JSON calls, each item showing its own loading
 * state; a newer request for an item aborts the older one; errors use the spec's words and fade after
 * 4 seconds. A removed item fades out before it goes (at once for people who ask for less motion). Every
 * request announces start, abort, success, error and complete (basket-call.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { href } from "react-router";
import { BasketCallFailed, callBasket } from "./basket-call.ts";
import { announceBasketChanged } from "./basket-events.ts";
import { type BasketJson, basketJson } from "./basket-json.ts";
import {
  BASKET_LOAD_ERROR,
  BASKET_SESSION_EXPIRED,
  ITEM_DELETE_ERROR,
  ITEM_UPDATE_ERROR,
} from "./basket-messages.ts";
import { type ItemState, MiniBasket } from "./mini-basket.tsx";

/** Spec §9: the mini basket polls every 30 seconds; spec §4: an item error fades after 4 seconds. */
export const BASKET_POLL_MS = 30_000;
export const ITEM_ERROR_FADE_MS = 4_000;
/** How long a removed item takes to fade out (the `--leaving` transition in _basket.scss). */
export const ITEM_LEAVE_MS = 400;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export function MiniBasketPopup({ first }: { first: Response }) {
  const [basket, setBasket] = useState<BasketJson | null>(null);
  const [loadError, setLoadError] = useState("");
  const [items, setItems] = useState<Record<string, ItemState>>({});
  const itemRequests = useRef(new Map<number, AbortController>());
  const readRequest = useRef<AbortController | null>(null);
  const fades = useRef(new Set<ReturnType<typeof setTimeout>>());

  const show = useCallback((next: BasketJson) => {
    setBasket(next);
    setLoadError("");
    announceBasketChanged(next);
  }, []);

  const patchItem = useCallback((itemId: number, patch: ItemState | null) => {
    setItems((all) => {
      const next = { ...all };
      if (patch === null) delete next[itemId];
      else next[itemId] = { ...next[itemId], ...patch };
      return next;
    });
  }, []);

  const failLoad = useCallback((status: number) => {
    setLoadError(status === 401 ? BASKET_SESSION_EXPIRED : BASKET_LOAD_ERROR);
  }, []);

  const refresh = useCallback(async () => {
    readRequest.current?.abort();
    const controller = new AbortController();
    readRequest.current = controller;
    try {
      show(
        await callBasket(href("/my-gazette/basket/data.json"), { kind: "read", signal: controller.signal }),
      );
    } catch (error) {
      // Spec §8: an error or an abort of the read shows the message (a newer read is not a failure).
      if (readRequest.current === controller) failLoad(error instanceof BasketCallFailed ? error.status : 0);
    }
  }, [show, failLoad]);

  useEffect(() => {
    // Shown: the modal's own load is the first read.
    if (first.ok)
      first
        .json()
        .then((json: BasketJson | null) => show(json ?? basketJson(null)))
        .catch(() => failLoad(0));
    else failLoad(first.status);
    const poll = setInterval(() => void refresh(), BASKET_POLL_MS);
    const requests = itemRequests.current;
    const timers = fades.current;
    return () => {
      clearInterval(poll);
      readRequest.current?.abort();
      for (const c of requests.values()) c.abort();
      for (const t of timers) clearTimeout(t);
    };
  }, [first, show, failLoad, refresh]);

  const itemCall = useCallback(
    async (
      itemId: number,
      kind: "item-update" | "item-delete",
      url: string,
      body: Record<string, string>,
    ) => {
      itemRequests.current.get(itemId)?.abort(); // a newer request for the same item wins
      const controller = new AbortController();
      itemRequests.current.set(itemId, controller);
      patchItem(itemId, { loading: true, error: "", confirming: false });
      try {
        const next = await callBasket(url, { kind, signal: controller.signal, itemId, body });
        if (itemRequests.current.get(itemId) !== controller) return;
        if (kind === "item-delete" && !prefersReducedMotion()) {
          // Spec §4: the removed item fades, then the list is drawn from the answer.
          patchItem(itemId, { loading: false, leaving: true });
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              fades.current.delete(timer);
              resolve();
            }, ITEM_LEAVE_MS);
            fades.current.add(timer);
          });
        }
        show(next);
        patchItem(itemId, null);
      } catch {
        if (controller.signal.aborted) return;
        patchItem(itemId, {
          loading: false,
          error: kind === "item-update" ? ITEM_UPDATE_ERROR : ITEM_DELETE_ERROR,
        });
        const timer = setTimeout(() => {
          fades.current.delete(timer);
          patchItem(itemId, { error: "" });
        }, ITEM_ERROR_FADE_MS);
        fades.current.add(timer);
      } finally {
        if (itemRequests.current.get(itemId) === controller) itemRequests.current.delete(itemId);
      }
    },
    [patchItem, show],
  );

  if (loadError) return <p className="govuk-error-message app-mini-basket__load-error">{loadError}</p>;
  if (!basket) return <p className="govuk-body">Loading…</p>;
  return (
    <MiniBasket
      basket={basket}
      script={{
        items,
        setQuantity: (itemId, quantity) =>
          void itemCall(
            itemId,
            "item-update",
            href("/my-gazette/basket/item/:itemId/quantity/data.json", { itemId: String(itemId) }),
            {
              _method: "PUT",
              quantity: String(quantity),
              basketId: basket.id === null ? "" : String(basket.id),
            },
          ),
        askRemove: (itemId) => patchItem(itemId, { confirming: true }),
        keep: (itemId) => patchItem(itemId, { confirming: false }),
        remove: (itemId) =>
          void itemCall(
            itemId,
            "item-delete",
            href("/my-gazette/basket/item/:itemId", { itemId: String(itemId) }),
            {
              _method: "DELETE",
            },
          ),
      }}
    />
  );
}
