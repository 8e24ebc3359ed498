/**
 * "Basket (n)" in the account navigation. Without JavaScript it is a link to the basket page; with it,
 * the mini basket opens over the page in the UI kit's modal (Close and Escape close it, focus returns),
 * its code fetched on the first click (mini-basket-dialog.client.tsx).
 */
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { href } from "react-router";
import { BASKET_CHANGED_EVENT, SHOW_BASKET_EVENT } from "./basket-events.ts";
import type { BasketJson } from "./basket-json.ts";

function canShowDialog(): boolean {
  return typeof HTMLDialogElement === "function" && "showModal" in HTMLDialogElement.prototype;
}

/**
 * Opens the mini basket; its code is fetched on the first use. Should that fail, the link's own address
 * (the basket page) is opened instead, as without JavaScript.
 */
function openMiniBasket(opener: HTMLElement | null): void {
  import("./mini-basket-dialog.client.tsx").then(
    (dialog) => dialog.openMiniBasket(opener),
    () => window.location.assign(href("/my-gazette/basket")),
  );
}

export function BasketLink({ count: initial }: { count: number }) {
  const [count, setCount] = useState(initial);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => setCount(initial), [initial]);
  useEffect(() => {
    const changed = (event: Event) => {
      const basket = (event as CustomEvent<BasketJson>).detail;
      setCount(Number(basket.summary.totalItems) || 0);
    };
    const show = () => {
      if (canShowDialog()) openMiniBasket(link.current);
    };
    document.addEventListener(BASKET_CHANGED_EVENT, changed);
    document.addEventListener(SHOW_BASKET_EVENT, show);
    return () => {
      document.removeEventListener(BASKET_CHANGED_EVENT, changed);
      document.removeEventListener(SHOW_BASKET_EVENT, show);
    };
  }, []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!canShowDialog()) return;
    event.preventDefault();
    openMiniBasket(event.currentTarget);
  };
  return (
    <a ref={link} className="govuk-link app-basket-link" href={href("/my-gazette/basket")} onClick={onClick}>
      Basket ({count})
    </a>
  );
}
