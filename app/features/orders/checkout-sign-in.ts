/**
 * With JavaScript, a visitor at checkout has every control a buyer has; acting on one (a quantity, a
 * removal, remove all, the discount or details form) opens the sign-in modal first (spec §4), and once
 * signed in the same action carries on with the page's new CSRF token (the modal puts it in the page).
 * The basket read after the sign-in decides whether it may (checkout-after-sign-in.ts): when the
 * account's basket added to it, the checkout is loaded again and says why, and nothing is changed.
 *
 * Without JavaScript the server does the same work: a change from a visitor goes to the sign-in page and
 * back to the checkout (routes/checkout/checkout.tsx).
 */
import { type FormEvent, useCallback, useRef } from "react";
import { href } from "react-router";
import { openSignInModal } from "../accounts/sign-in-modal.client.ts";
import { callBasket } from "../baskets/basket-call.ts";
import type { BasketJson } from "../baskets/basket-json.ts";
import { basketJoinedAddress, basketStillShows } from "./checkout-after-sign-in.ts";

/**
 * What an action is given when it runs: the basket as read just after the sign-in (its id is the
 * account's basket now), or null when the person was signed in already.
 */
export type SignedInAction = (joined: BasketJson | null) => void;

export interface CheckoutSignIn {
  /** Runs `action` now when signed in; otherwise after the sign-in modal, when the basket allows. */
  signInFirst(action: SignedInAction): void;
  /** A form's onSubmit: a visitor's submission waits for sign-in, then the form is sent as it was. */
  submitSignedIn(event: FormEvent<HTMLFormElement>): void;
}

export function useCheckoutSignIn(view: {
  signedIn: boolean;
  lines: readonly { id: number; quantity: number }[];
}): CheckoutSignIn {
  // Signed in through the modal on this page, before the page's data says so.
  const signedInHere = useRef(false);
  // The lines as drawn when the modal closes, not when it opened.
  const lines = useRef(view.lines);
  lines.current = view.lines;
  const signedIn = view.signedIn;

  const signInFirst = useCallback(
    (action: SignedInAction) => {
      if (signedIn || signedInHere.current) {
        action(null);
        return;
      }
      openSignInModal({
        onSuccess: async () => {
          signedInHere.current = true;
          const basket = await callBasket(href("/my-gazette/basket/data.json"), {
            kind: "read",
            signal: new AbortController().signal,
          }).catch(() => null);
          if (basket && basketStillShows(lines.current, basket)) action(basket);
          else window.location.assign(basketJoinedAddress(href("/checkout")));
        },
      });
    },
    [signedIn],
  );

  const submitSignedIn = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (signedIn || signedInHere.current) return;
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      // Sent again through the form's own handler (signed in by then), with the button that was pressed.
      signInFirst(() => form.requestSubmit(submitter ?? undefined));
    },
    [signedIn, signInFirst],
  );

  return { signInFirst, submitSignedIn };
}
