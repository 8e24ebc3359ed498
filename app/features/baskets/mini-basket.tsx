/**
 * The mini basket (spec §2, §4): its items with a quantity select (1–200) and Remove, the count and
 * "Sub-total inc. VAT", and a GET form to checkout. Drawn from the basket's JSON, so the page (plain POST
 * forms, no JavaScript needed) and the pop-up (the same forms, sent by script) show the same thing.
 *
 * `script` is the pop-up's: when given, the forms are sent through it instead of loading a page, Remove
 * asks Keep or Remove in place, and each item shows its loading state and error.
 */
import { type FormEvent, useId } from "react";
import { href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { formatPounds, parsePounds } from "../../lib/money.ts";
import type { BasketItemJson, BasketJson } from "./basket-json.ts";
import { EMPTY_BASKET_MESSAGE } from "./basket-messages.ts";

export const QUANTITY_OPTIONS = Array.from({ length: 200 }, (_, i) => i + 1);

export interface ItemState {
  loading?: boolean;
  error?: string;
  confirming?: boolean;
  /** The item is going (removed): it fades out. */
  leaving?: boolean;
}

export interface MiniBasketScript {
  items: Readonly<Record<string, ItemState>>;
  setQuantity(itemId: number, quantity: number): void;
  askRemove(itemId: number): void;
  keep(itemId: number): void;
  remove(itemId: number): void;
}

const pounds = (decimal: string) => formatPounds(parsePounds(decimal) ?? 0);

function itemCountText(totalItems: string): string {
  return totalItems === "1" ? "1 item" : `${totalItems} items`;
}

function QuantityForm({
  item,
  basketId,
  returnUrl,
  script,
}: {
  item: BasketItemJson;
  basketId: number | null;
  returnUrl: string;
  script?: MiniBasketScript;
}) {
  const selectId = useId();
  const state = script?.items[item.id];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!script) return;
    event.preventDefault();
    const value = Number(new FormData(event.currentTarget).get("quantity"));
    script.setQuantity(item.id, value);
  };
  if (item.hideQuantity === "true") return null;
  return (
    <form
      method="post"
      action={href("/my-gazette/basket/item/:itemId", { itemId: String(item.id) })}
      className="app-mini-basket__quantity"
      onSubmit={onSubmit}
    >
      <CsrfInput />
      <input type="hidden" name="_method" value="PUT" />
      {basketId !== null ? <input type="hidden" name="basketId" value={basketId} /> : null}
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <label className="govuk-label govuk-!-display-inline-block govuk-!-margin-right-2" htmlFor={selectId}>
        Quantity<span className="govuk-visually-hidden"> of {item.name}</span>
      </label>
      <select
        className="govuk-select app-mini-basket__select"
        id={selectId}
        name="quantity"
        defaultValue={String(item.quantity)}
        key={item.quantity}
        disabled={state?.loading}
        onChange={script ? (e) => script.setQuantity(item.id, Number(e.currentTarget.value)) : undefined}
      >
        {QUANTITY_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>{" "}
      {/* The pop-up updates on change; the button is for browsers without JavaScript. */}
      <button
        type="submit"
        className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0 app-mini-basket__update"
        hidden={Boolean(script)}
      >
        Update<span className="govuk-visually-hidden"> quantity of {item.name}</span>
      </button>
    </form>
  );
}

function RemoveControl({ item, script }: { item: BasketItemJson; script?: MiniBasketScript }) {
  const removeUrl = href("/my-gazette/basket/item/:itemId/remove", { itemId: String(item.id) });
  if (item.allowRemove !== "true") return null;
  if (script?.items[item.id]?.confirming)
    return (
      <fieldset className="govuk-fieldset app-mini-basket__confirm">
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
          Remove this item from your basket?<span className="govuk-visually-hidden"> {item.name}</span>
        </legend>
        <div className="govuk-button-group govuk-!-margin-bottom-0">
          <button
            type="button"
            className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
            onClick={() => script.keep(item.id)}
          >
            Keep
          </button>
          <button
            type="button"
            className="govuk-button govuk-button--warning govuk-!-margin-bottom-0"
            onClick={() => script.remove(item.id)}
          >
            Remove
          </button>
        </div>
      </fieldset>
    );
  return (
    <a
      className="govuk-link app-mini-basket__remove"
      href={removeUrl}
      onClick={
        script
          ? (event) => {
              event.preventDefault();
              script.askRemove(item.id);
            }
          : undefined
      }
    >
      Remove<span className="govuk-visually-hidden"> {item.name}</span>
    </a>
  );
}

export function MiniBasket({
  basket,
  returnUrl = href("/my-gazette/basket"),
  script,
}: {
  basket: BasketJson;
  returnUrl?: string;
  script?: MiniBasketScript;
}) {
  if (basket.items.length === 0)
    return (
      <p className="govuk-body app-mini-basket__empty" data-testid="mini-basket-empty">
        {EMPTY_BASKET_MESSAGE}
      </p>
    );
  return (
    <div className="app-mini-basket">
      <ul className="govuk-list app-mini-basket__items">
        {basket.items.map((item) => {
          const state = script?.items[item.id];
          return (
            <li
              key={item.id}
              className={`app-mini-basket__item${state?.leaving ? " app-mini-basket__item--leaving" : ""}`}
              data-item-id={item.id}
              aria-busy={state?.loading ? "true" : undefined}
            >
              <h3 className="govuk-heading-s govuk-!-margin-bottom-1">{item.name}</h3>
              <p className="govuk-body-s govuk-!-margin-bottom-2">
                {pounds(item.itemPrice)} each ·{" "}
                <span className="app-mini-basket__line-total">{pounds(item.totalPrice)}</span>
                {item.hideQuantity === "true" ? null : ` for ${item.quantity}`}
              </p>
              {item.error ? <p className="govuk-error-message">{item.error}</p> : null}
              <QuantityForm item={item} basketId={basket.id} returnUrl={returnUrl} script={script} />
              <RemoveControl item={item} script={script} />
              {state?.loading ? (
                <p className="govuk-body-s app-mini-basket__loading" role="status">
                  Updating…
                </p>
              ) : null}
              {state?.error ? (
                <p className="govuk-error-message app-mini-basket__error" role="alert">
                  {state.error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <dl className="app-mini-basket__summary govuk-body">
        <dt className="govuk-visually-hidden">Items</dt>
        <dd className="app-mini-basket__count" data-testid="mini-basket-count">
          {itemCountText(basket.summary.totalItems)}
        </dd>
        <dt>Sub-total inc. VAT</dt>
        <dd className="app-mini-basket__subtotal" data-testid="mini-basket-subtotal">
          {pounds(basket.summary.totalPrice)}
        </dd>
      </dl>
      {/* Spec §2: the mini basket is a GET form that submits to checkout. */}
      <form method="get" action="/checkout">
        <button type="submit" className="govuk-button govuk-!-margin-bottom-0">
          Go to checkout
        </button>
      </form>
    </div>
  );
}
