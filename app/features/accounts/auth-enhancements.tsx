import { useEffect } from "react";
import { SessionExpiryWarning } from "./session-expiry-warning.tsx";

/**
 * The account scripts of every page: links with the class sign-in-modal open the sign-in modal instead
 * of the page (the link still works without JavaScript), and signed-in pages warn before the session
 * expires.
 */
export function AuthEnhancements({ signedIn }: { signedIn: boolean }) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a.sign-in-modal") : null;
      if (!link) return;
      event.preventDefault();
      void import("./sign-in-modal.client.ts").then(({ openSignInModal }) => openSignInModal());
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return signedIn ? <SessionExpiryWarning /> : null;
}
