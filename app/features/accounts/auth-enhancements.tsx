import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";

/** Its warning shows after 25 minutes: the code comes after the page, never for visitors not signed in. */
const SessionExpiryWarning = lazy(() =>
  import("./session-expiry-warning.tsx").then((m) => ({ default: m.SessionExpiryWarning })),
);

/**
 * The account scripts of every page: links with the class sign-in-modal open the sign-in modal instead
 * of the page (the link still works without JavaScript), and signed-in pages warn before the session
 * expires.
 */
export function AuthEnhancements({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  // When the page, or the latest navigation, reached the server and so slid the session: the warning's 25
  // minutes count from here, whenever its code arrives.
  const [startedAt, setStartedAt] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (location.key) starts the 25 minutes again
  useEffect(() => {
    setStartedAt(signedIn ? Date.now() : null);
  }, [signedIn, location.key]);
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
  return signedIn && startedAt !== null ? (
    <Suspense fallback={null}>
      <SessionExpiryWarning startedAt={startedAt} />
    </Suspense>
  ) : null;
}
