/**
 * The sign-in modal (spec §4): the kit's modal (components/ui/modal.tsx: loading, Escape, focus, errors)
 * with sign-in's own sending. It checks the form on submit, sends it by ajax and acts on the answer — 200
 * signed in (then `onSuccess`, by default a reload), 401 the form again with its errors, 403 locked (the
 * unlock page), 404 already signed in (My Gazette), anything else shown as sent.
 */

import { createElement } from "react";
import { href } from "react-router";
import { csrfTokenFromDocument, replaceDocumentCsrfToken } from "../../components/forms/csrf-input.tsx";
import { AJAX_HEADERS, type ModalHandle, openModal } from "../../components/ui/modal.tsx";
import { fieldValue, parseForm } from "../../lib/forms/parse-form.ts";
import { MODAL_ID_PREFIX, SIGN_IN_ACTION, SignInForm } from "./sign-in-form.tsx";
import { signInSchema } from "./sign-in-schema.ts";

export interface SignInModalOptions {
  /** Runs after a successful sign-in; the page reloads when it is omitted. */
  onSuccess?: () => void | Promise<void>;
}

const ALREADY_SIGNED_IN = href("/my-gazette");
const LOCKED = `${href("/my-gazette/account/status")}?unlock=true`;

async function submitSignIn(form: HTMLFormElement, modal: ModalHandle, options: SignInModalOptions) {
  const fields = new FormData(form);
  const parsed = parseForm(signInSchema, fields);
  if (!parsed.ok) {
    // The same component and words as the server's answer, drawn here without a round trip.
    modal.render(
      createElement(SignInForm, {
        csrfToken: String(fields.get("_csrf") ?? ""),
        email: fieldValue(parsed.values, "email"),
        redirectUrl: "",
        errors: parsed.errors,
        idPrefix: MODAL_ID_PREFIX,
      }),
    );
    modal.focusContent();
    return;
  }
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (button) button.disabled = true;
  const action = form.action || SIGN_IN_ACTION;
  let response: Response;
  try {
    response = await fetch(action, {
      method: form.method || "POST",
      body: new URLSearchParams([...fields].filter((f): f is [string, string] => typeof f[1] === "string")),
      headers: {
        ...AJAX_HEADERS,
        "X-CSRF-Token": csrfTokenFromDocument() || String(fields.get("_csrf") ?? ""),
      },
      credentials: "same-origin",
    });
  } catch {
    if (button) button.disabled = false;
    modal.showLoadError(0, "", action);
    return;
  }
  if (response.status === 200) {
    replaceDocumentCsrfToken(response.headers.get("X-CSRF-Token") ?? "");
    // biome-ignore lint/suspicious/noDocumentCookie: the spec names this cookie; the Cookie Store API is not in every browser the service supports
    document.cookie = "Authenticated=true; path=/";
    modal.close();
    await (options.onSuccess ?? (() => window.location.reload()))();
    return;
  }
  if (response.status === 403) return window.location.assign(LOCKED);
  if (response.status === 404) return window.location.assign(ALREADY_SIGNED_IN);
  modal.showHtml(await response.text());
  modal.focusContent();
}

export function openSignInModal(options: SignInModalOptions = {}): void {
  openModal({
    id: "sign-in-modal",
    href: SIGN_IN_ACTION,
    title: "Sign in",
    closeText: "sign in",
    onLoadResponse(response) {
      if (response.status !== 404) return false;
      window.location.assign(ALREADY_SIGNED_IN);
      return true;
    },
    onSubmit: (form, modal) => submitSignIn(form, modal, options),
  });
}
