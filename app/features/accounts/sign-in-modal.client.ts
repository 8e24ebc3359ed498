/**
 * The sign-in modal (spec §4): loads the form from the server, checks it on submit, sends it by ajax and
 * acts on the answer — 200 signed in (then `onSuccess`, by default a reload), 401 the form again with its
 * errors, 403 locked (the unlock page), 404 already signed in (My Gazette), anything else shown as sent.
 *
 * A native <dialog> opened with showModal(): the rest of the page is inert (focus stays inside), Escape
 * closes it, and focus goes back to what opened it.
 */

import { createElement } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { href } from "react-router";
import { csrfTokenFromDocument, replaceDocumentCsrfToken } from "../../components/forms/csrf-input.tsx";
import { MODAL_ID_PREFIX, SIGN_IN_ACTION, SignInForm } from "./sign-in-form.tsx";
import { parseSignIn } from "./sign-in-schema.ts";

export interface SignInModalOptions {
  /** Runs after a successful sign-in; the page reloads when it is omitted. */
  onSuccess?: () => void | Promise<void>;
}

const DIALOG_ID = "sign-in-modal";
const AJAX = { "X-Requested-With": "XMLHttpRequest" };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function openSignInModal(options: SignInModalOptions = {}): void {
  if (document.getElementById(DIALOG_ID)) return;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  const dialog = document.createElement("dialog");
  dialog.id = DIALOG_ID;
  dialog.className = "app-modal";
  dialog.setAttribute("aria-labelledby", `${DIALOG_ID}-title`);
  dialog.setAttribute("aria-modal", "true");
  dialog.innerHTML = `<div class="app-modal__header">
  <h2 class="govuk-heading-l app-modal__title" id="${DIALOG_ID}-title">Sign in</h2>
  <button type="button" class="govuk-button govuk-button--secondary app-modal__close">Close<span class="govuk-visually-hidden"> sign in</span></button>
</div>
<div class="app-modal__body" aria-live="polite"><p class="govuk-body">Loading…</p></div>`;
  const body = dialog.querySelector<HTMLElement>(".app-modal__body")!;
  let root: Root | null = null;

  const showHtml = (html: string) => {
    root?.unmount();
    root = null;
    body.innerHTML = html;
  };
  const focusForm = () => {
    const target =
      body.querySelector<HTMLElement>(".govuk-error-summary") ??
      body.querySelector<HTMLElement>("input:not([type=hidden])");
    target?.focus();
  };
  const showLoadError = (status: number, statusText: string, resource: string) => {
    showHtml(
      `<h3 class="govuk-heading-m">Error: ${escapeHtml(statusText || "Network error")} (${status})</h3>` +
        `<p class="govuk-body">${escapeHtml(resource)}</p>`,
    );
  };

  dialog.addEventListener("close", () => {
    root?.unmount();
    dialog.remove();
    opener?.focus();
  });
  dialog.querySelector(".app-modal__close")!.addEventListener("click", () => dialog.close());

  dialog.addEventListener("submit", async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const fields = new FormData(form);
    const parsed = parseSignIn(fields);
    if (!parsed.ok) {
      // The same component and words as the server's answer, drawn here without a round trip.
      showHtml("");
      root = createRoot(body);
      const csrfToken = String(fields.get("_csrf") ?? "");
      flushSync(() =>
        root!.render(
          createElement(SignInForm, {
            csrfToken,
            email: parsed.values.email,
            redirectUrl: "",
            errors: parsed.errors,
            idPrefix: MODAL_ID_PREFIX,
          }),
        ),
      );
      focusForm();
      return;
    }
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (button) button.disabled = true;
    let response: Response;
    try {
      response = await fetch(form.action || SIGN_IN_ACTION, {
        method: form.method || "POST",
        body: new URLSearchParams(fields as unknown as Record<string, string>),
        headers: { ...AJAX, "X-CSRF-Token": csrfTokenFromDocument() || String(fields.get("_csrf") ?? "") },
        credentials: "same-origin",
      });
    } catch {
      if (button) button.disabled = false;
      showLoadError(0, "", form.action || SIGN_IN_ACTION);
      return;
    }
    if (response.status === 200) {
      replaceDocumentCsrfToken(response.headers.get("X-CSRF-Token") ?? "");
      // biome-ignore lint/suspicious/noDocumentCookie: the spec names this cookie; the Cookie Store API is not in every browser the service supports
      document.cookie = "Authenticated=true; path=/";
      dialog.close();
      await (options.onSuccess ?? (() => window.location.reload()))();
      return;
    }
    if (response.status === 403)
      return window.location.assign(`${href("/my-gazette/account/status")}?unlock=true`);
    if (response.status === 404) return window.location.assign(href("/my-gazette"));
    showHtml(await response.text());
    focusForm();
  });

  document.body.append(dialog);
  dialog.showModal();

  void (async () => {
    try {
      const response = await fetch(SIGN_IN_ACTION, { headers: AJAX, credentials: "same-origin" });
      if (response.status === 404) return window.location.assign(href("/my-gazette"));
      if (!response.ok) return showLoadError(response.status, response.statusText, SIGN_IN_ACTION);
      showHtml(await response.text());
      focusForm();
    } catch {
      showLoadError(0, "", SIGN_IN_ACTION);
    }
  })();
}
