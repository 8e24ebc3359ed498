/**
 * The mini basket over the page, in the UI kit's modal. Loaded by the header's basket link when it is
 * first wanted, not with every page: the modal and the pop-up are code a visitor needs only on a click.
 */
import { href } from "react-router";
import { openModal } from "../../components/ui/modal.tsx";
import { MiniBasketPopup } from "./mini-basket-popup.tsx";

export function openMiniBasket(opener: HTMLElement | null): void {
  const modal = openModal({
    href: href("/my-gazette/basket/data.json"),
    title: "Your basket",
    id: "mini-basket",
    opener,
    // The first answer is the basket's JSON, not HTML: the pop-up draws it and refreshes from then on.
    onLoadResponse: (response, handle) => {
      handle.render(<MiniBasketPopup first={response} />);
      return true;
    },
  });
  modal.dialog.classList.add("app-mini-basket-dialog");
}
