/**
 * The shop widget (spec §2, §3 "Shop widget selection", §4 "Shop widget", §9): an item select whose
 * 'default' means closed; choosing an item opens the quantity (1–200, default 1), the cost summary, submit
 * and cancel. Changing item or quantity refreshes the summary from the cost fragment, a newer refresh
 * aborting the older; loading disables submit. Submit is disabled right after the click; a successful add
 * shows the checkout link and closes the widget. The link follows the basket wherever on the page it
 * changes (basket-events.ts): deleting the last item, say in the mini basket, hides it. Cancel resets to
 * 'default' unless loading. The full range modal lists every product; its 'Select item' chooses that item
 * here. An item out of stock is listed, saying so, but cannot be chosen (the basket would refuse it).
 *
 * Without JavaScript it is a plain form posted to the basket (productId, quantity, returnUrl), every
 * control shown, the price of each item in its option.
 */
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { AJAX_HEADERS, openModal } from "../../components/ui/modal.tsx";
import { QUANTITY_MAX, QUANTITY_MIN } from "../../lib/forms/field-schemas.ts";
import { formatPounds } from "../../lib/money.ts";
import { announceBasketChanged, BASKET_CHANGED_EVENT } from "../baskets/basket-events.ts";
import type { BasketJson } from "../baskets/basket-json.ts";
import { SELECT_ITEM_ATTRIBUTE } from "./full-range-list.tsx";
import { BASKET_PATH, CHECKOUT_PATH, COSTS_PARTIAL_PATH } from "./shop-addresses.ts";
import { OUT_OF_STOCK } from "./stock-rules.ts";

export interface WidgetItem {
  id: string;
  name: string;
  pricePence: number;
  /** Listed, so the visitor sees it is out of stock, but cannot be chosen. */
  outOfStock: boolean;
}

export interface ShopWidgetProps {
  items: readonly WidgetItem[];
  /** An item chosen by the address (`?item=`, the full range's link without JavaScript). */
  selected: string | null;
  /** The basket already holds something: the checkout link shows from the start. */
  basketHasItems: boolean;
  /** Where the basket sends the visitor back to after an add without JavaScript. */
  returnUrl: string;
  fullRangeHref: string;
}

/** Spec §3: the select's closed value. */
export const DEFAULT_ITEM = "default";

export const WIDGET_MESSAGES = {
  addFailed: "A problem has occurred. Please try again later.",
  summaryFailed: "Sorry, the cost could not be worked out. Please try again.",
  added: (name: string) => `${name} has been added to your basket.`,
} as const;

const QUANTITIES = Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => i + QUANTITY_MIN);

export function costsAddress(item: string, quantity: number): string {
  return `${COSTS_PARTIAL_PATH}?${new URLSearchParams({ item, quantity: String(quantity) })}`;
}

export function ShopWidget({ items, selected, basketHasItems, returnUrl, fullRangeHref }: ShopWidgetProps) {
  const choosable = (id: string | null | undefined) => items.some((i) => i.id === id && !i.outOfStock);
  const initial = choosable(selected) ? (selected as string) : DEFAULT_ITEM;
  const [enhanced, setEnhanced] = useState(false);
  const [item, setItem] = useState(initial);
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const [summary, setSummary] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [showCheckout, setShowCheckout] = useState(basketHasItems);
  const refresh = useRef<AbortController | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const open = !enhanced || item !== DEFAULT_ITEM;
  const chosen = items.find((i) => i.id === item);

  useEffect(() => {
    setEnhanced(true);
    return () => refresh.current?.abort();
  }, []);

  // Spec §4: the checkout link is there while the basket holds something, whoever changed it.
  useEffect(() => {
    const changed = (event: Event) => {
      const basket = (event as CustomEvent<BasketJson>).detail;
      setShowCheckout(Number(basket.summary.totalItems) > 0);
    };
    document.addEventListener(BASKET_CHANGED_EVENT, changed);
    return () => document.removeEventListener(BASKET_CHANGED_EVENT, changed);
  }, []);

  /** The cost summary for this choice; a newer refresh aborts an older one still loading. */
  const refreshSummary = (nextItem: string, nextQuantity: number) => {
    refresh.current?.abort();
    if (nextItem === DEFAULT_ITEM) {
      setLoading(false);
      setSummary(null);
      return;
    }
    const controller = new AbortController();
    refresh.current = controller;
    setLoading(true);
    fetch(costsAddress(nextItem, nextQuantity), { headers: AJAX_HEADERS, signal: controller.signal })
      .then(async (response) => {
        // A refusal (400) is a fragment too, with its message for the visitor.
        if (!response.ok && response.status !== 400) throw new Error(String(response.status));
        setSummary(await response.text());
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setSummary(null);
        setMessage({ kind: "error", text: WIDGET_MESSAGES.summaryFailed });
      })
      .finally(() => {
        if (refresh.current === controller) {
          refresh.current = null;
          setLoading(false);
        }
      });
  };

  // An item chosen by the address is priced as soon as the script runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    if (initial !== DEFAULT_ITEM) refreshSummary(initial, QUANTITY_MIN);
  }, []);

  const chooseItem = (value: string) => {
    setItem(value);
    setQuantity(QUANTITY_MIN);
    setMessage(null);
    refreshSummary(value, QUANTITY_MIN);
  };

  const chooseQuantity = (value: number) => {
    setQuantity(value);
    refreshSummary(item, value);
  };

  const cancel = () => {
    if (loading) return;
    chooseItem(DEFAULT_ITEM);
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    if (adding || loading || !chosen) return;
    // Read before the controls are disabled: a disabled control is not part of a form's data.
    const body = new FormData(event.currentTarget);
    setAdding(true);
    setMessage(null);
    try {
      const response = await fetch(BASKET_PATH, { method: "POST", headers: AJAX_HEADERS, body });
      if (!response.ok) throw new Error(String(response.status));
      const basket = (await response.json()) as BasketJson;
      setShowCheckout(true);
      chooseItem(DEFAULT_ITEM);
      // After closing the widget, which clears any older message.
      setMessage({ kind: "success", text: WIDGET_MESSAGES.added(chosen.name) });
      // The header's count (and anything else on the page showing the basket) follows.
      announceBasketChanged(basket);
    } catch {
      setMessage({ kind: "error", text: WIDGET_MESSAGES.addFailed });
    } finally {
      setAdding(false);
    }
  };

  const openFullRange = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (typeof HTMLDialogElement !== "function") return;
    event.preventDefault();
    const modal = openModal({ href: fullRangeHref, title: "The full range", id: "full-range" });
    // 'Select item' in the modal chooses the item here instead of going to the shop page again.
    modal.dialog.addEventListener("click", (click) => {
      const link = (click.target as Element | null)?.closest?.(`[${SELECT_ITEM_ATTRIBUTE}]`);
      const id = link?.getAttribute(SELECT_ITEM_ATTRIBUTE);
      if (!id || !choosable(id)) return;
      click.preventDefault();
      modal.close();
      chooseItem(id);
      form.current?.querySelector<HTMLSelectElement>("select[name=productId]")?.focus();
    });
  };

  return (
    <div className="app-shop-widget" id="shop-widget" data-enhanced={enhanced ? "true" : undefined}>
      <form method="post" action={BASKET_PATH} ref={form} onSubmit={add} noValidate>
        <CsrfInput />
        <input type="hidden" name="returnUrl" value={returnUrl} />
        <div className="govuk-form-group">
          <label className="govuk-label govuk-label--s" htmlFor="shop-item">
            Item
          </label>
          <select
            className="govuk-select"
            id="shop-item"
            name="productId"
            value={item}
            disabled={adding}
            onChange={(e) => chooseItem(e.currentTarget.value)}
          >
            <option value={DEFAULT_ITEM}>Choose an item</option>
            {items.map((i) => (
              <option key={i.id} value={i.id} disabled={i.outOfStock}>
                {i.name}, {formatPounds(i.pricePence)}
                {i.outOfStock ? ` (${OUT_OF_STOCK})` : ""}
              </option>
            ))}
          </select>
        </div>
        {open ? (
          <div className="app-shop-widget__details">
            <div className="govuk-form-group">
              <label className="govuk-label govuk-label--s" htmlFor="shop-quantity">
                Quantity
              </label>
              <select
                className="govuk-select"
                id="shop-quantity"
                name="quantity"
                value={String(quantity)}
                disabled={adding}
                onChange={(e) => chooseQuantity(Number(e.currentTarget.value))}
              >
                {QUANTITIES.map((n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            {enhanced ? (
              <div
                className="app-shop-widget__summary"
                aria-live="polite"
                aria-busy={loading ? "true" : undefined}
              >
                {loading ? <p className="govuk-body">Working out the cost…</p> : null}
                {!loading && summary !== null ? (
                  // The fragment is our own server's HTML (the cost summary of spec §2), not user content.
                  <div dangerouslySetInnerHTML={{ __html: summary }} />
                ) : null}
              </div>
            ) : (
              <p className="govuk-body">Prices include VAT; the basket shows the total before you pay.</p>
            )}
            <div className="govuk-button-group">
              <button
                type="submit"
                className="govuk-button"
                data-module="govuk-button"
                disabled={enhanced && (adding || loading)}
                aria-disabled={enhanced && (adding || loading) ? "true" : undefined}
              >
                Add to basket
              </button>
              {enhanced ? (
                <button
                  type="button"
                  className="govuk-button govuk-button--secondary"
                  data-module="govuk-button"
                  onClick={cancel}
                  aria-disabled={loading ? "true" : undefined}
                >
                  Cancel
                </button>
              ) : null}
            </div>
          </div>
        ) : null}
      </form>
      <div role="status">
        {message ? (
          <p
            className={
              message.kind === "error" ? "govuk-error-message" : "govuk-body govuk-!-font-weight-bold"
            }
          >
            {message.text}
          </p>
        ) : null}
      </div>
      {showCheckout ? (
        <p className="govuk-body">
          <a className="govuk-link app-shop-widget__checkout" href={CHECKOUT_PATH}>
            Go to checkout
          </a>
        </p>
      ) : null}
      <p className="govuk-body">
        <a className="govuk-link" href={fullRangeHref} onClick={openFullRange}>
          See the full range
        </a>
      </p>
    </div>
  );
}
