/**
 * The mini basket pop-up's behaviour (spec §4, §8, §9): it reads the basket when shown and every 30
 * seconds; quantity changes and removals go through the JSON calls, each item showing its own loading
 * state; a newer request for an item aborts the older one; errors use the spec's words and fade after
 * 4 seconds. Every request announces start, abort, success, error and complete (basket-events.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { href } from "react-router";
import { csrfTokenFromDocument } from "../../components/forms/csrf-input.tsx";
import { AJAX_HEADERS } from "../../components/ui/modal.tsx";
import { announceBasketChanged, announceBasketRequest, type BasketRequestDetail } from "./basket-events.ts";
import type { BasketJson } from "./basket-json.ts";
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

class RequestFailed extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`basket request failed: ${status}`);
    this.status = status;
  }
}

async function basketCall(
  url: string,
  kind: BasketRequestDetail["kind"],
  signal: AbortSignal,
  itemId?: number,
  body?: Record<string, string>,
): Promise<BasketJson | null> {
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
      throw new RequestFailed(response.status);
    }
    const basket = (await response.json()) as BasketJson | null;
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

const EMPTY: BasketJson = {
  id: null,
  items: [],
  summary: { totalItems: "0", totalPrice: "0.00", totalPricePreVat: "0.00", totalVat: "0.00" },
};

export function MiniBasketPopup({ first }: { first: Response }) {
  const [basket, setBasket] = useState<BasketJson | null>(null);
  const [loadError, setLoadError] = useState("");
  const [items, setItems] = useState<Record<string, ItemState>>({});
  const itemRequests = useRef(new Map<number, AbortController>());
  const readRequest = useRef<AbortController | null>(null);
  const fades = useRef(new Set<ReturnType<typeof setTimeout>>());

  const show = useCallback((next: BasketJson | null) => {
    const value = next ?? EMPTY; // spec §3: a null answer is the empty basket
    setBasket(value);
    setLoadError("");
    announceBasketChanged(value);
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
      show(await basketCall(href("/my-gazette/basket/data.json"), "read", controller.signal));
    } catch (error) {
      // Spec §8: an error or an abort of the read shows the message (a newer read is not a failure).
      if (readRequest.current === controller) failLoad(error instanceof RequestFailed ? error.status : 0);
    }
  }, [show, failLoad]);

  useEffect(() => {
    // Shown: the modal's own load is the first read.
    if (first.ok)
      first
        .json()
        .then((json: BasketJson | null) => show(json))
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
        const next = await basketCall(url, kind, controller.signal, itemId, body);
        if (itemRequests.current.get(itemId) !== controller) return;
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
