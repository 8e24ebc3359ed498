import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  ACCOUNT_DATA_URL,
  SESSION_EXPIRY_MESSAGE,
  SESSION_LOGOUT_AFTER_WARNING_MS,
  SESSION_WARNING_MS,
  signOutUrl,
} from "./session-timing.ts";

/**
 * Session expiry (spec §4, §8): 25 minutes after the page (or the last extension), a modal warns that the
 * session ends in 5 minutes; "Extend session" calls the account data endpoint (which slides the
 * session) and starts the 25 minutes again; without an answer the person is signed out automatically.
 * Only on pages that show the signed-in name.
 *
 * `startedAt` is when the page or the latest navigation began (auth-enhancements.tsx), not when this
 * code arrived: it is loaded after the page, and the 25 minutes are the server's, counted from the request.
 */
export function SessionExpiryWarning({ startedAt }: { startedAt: number }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [warning, setWarning] = useState(false);
  const [extendedAt, setExtendedAt] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // The session was last slid by the page's request, a navigation's, or an extension, whichever was last.
  const since = Math.max(startedAt, extendedAt);

  useEffect(() => {
    if (warning || !document.getElementById("user-full-name")) return;
    const timer = window.setTimeout(
      () => setWarning(true),
      Math.max(0, since + SESSION_WARNING_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [warning, since]);

  useEffect(() => {
    if (!warning) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.showModal();
    const timer = window.setTimeout(
      () => window.location.assign(signOutUrl(here, true)),
      SESSION_LOGOUT_AFTER_WARNING_MS,
    );
    return () => window.clearTimeout(timer);
  }, [warning, here]);

  const extend = async () => {
    const response = await fetch(ACCOUNT_DATA_URL, {
      headers: { "X-Requested-With": "XMLHttpRequest" },
      credentials: "same-origin",
    }).catch(() => null);
    if (response?.status === 401) return window.location.assign(signOutUrl(here, true));
    dialogRef.current?.close();
    returnFocus.current?.focus();
    setWarning(false);
    setExtendedAt(Date.now());
  };

  return (
    <dialog
      ref={dialogRef}
      className="app-modal app-modal--small"
      aria-labelledby="session-expiry-title"
      aria-describedby="session-expiry-message"
      // Escape means the person is here: it extends the session rather than leaving the warning unanswered.
      onCancel={(event) => {
        event.preventDefault();
        void extend();
      }}
    >
      <h2 className="govuk-heading-m" id="session-expiry-title">
        Are you still there?
      </h2>
      <p className="govuk-body" id="session-expiry-message">
        {SESSION_EXPIRY_MESSAGE}
      </p>
      <div className="govuk-button-group">
        <button type="button" className="govuk-button" onClick={() => void extend()}>
          Extend session
        </button>
        <button
          type="button"
          className="govuk-button govuk-button--secondary"
          onClick={() => window.location.assign(signOutUrl(here, false))}
        >
          Logout now
        </button>
      </div>
    </dialog>
  );
}
