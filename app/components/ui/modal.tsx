/**
 * The modal (spec §2, §4, §7 "Modal forms", §8, §9): a link that, with JavaScript, opens its address in a
 * dialog over the page instead of going there. Without JavaScript it is an ordinary link to the full page.
 *
 * - The content is the link's address asked for by ajax (X-Requested-With: XMLHttpRequest): the server
 *   answers with a fragment of HTML. A failed load shows "Error: {statusText} ({status})" and the address,
 *   and the footer's submit button is hidden.
 * - A form in the modal is sent by ajax to its own action, with its method; the HTML answer replaces the
 *   modal's content, whether it succeeded or not. A caller may take over submission (the sign-in modal).
 * - A native <dialog> opened with showModal(): the page behind is inert. Tab and Shift+Tab wrap inside the
 *   dialog (browsers otherwise let focus leave for their own toolbar), Escape and Close close it, and
 *   focus goes back to the link that opened it.
 * - History mode: while open, the address carries `modal=<link path>` (modal-address.ts); opening that
 *   address opens the modal again. The address is replaced, not pushed: a pushed entry is a navigation the
 *   router did not make, and going back over it would re-run the page's loaders.
 */
import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { csrfTokenFromDocument } from "../forms/csrf-input.tsx";
import { addressWithModal, modalPath, requestedModalPath } from "./modal-address.ts";

export const AJAX_HEADERS = { "X-Requested-With": "XMLHttpRequest" } as const;

export interface ModalOptions {
  /** Where the content comes from (a fragment by ajax; the full page without JavaScript). */
  href: string;
  title: string;
  /** The dialog's id (and its title's, with "-title"); one modal of an id is open at a time. */
  id?: string;
  /** Hidden words after "Close" naming what closes (default: the title). */
  closeText?: string;
  /** A submit button below the content for its form (hidden until the content has loaded). */
  submitText?: string;
  /** Record `modal=<path>` in the address while open. */
  history?: boolean;
  /** Where focus goes back to on closing (default: what had focus on opening). */
  opener?: HTMLElement | null;
  /** Sees the load's answer first; returns true when it has dealt with it (e.g. a redirect). */
  onLoadResponse?: (response: Response, modal: ModalHandle) => boolean;
  /** Takes over sending the modal's forms (by default: ajax, the answer shown in the modal). */
  onSubmit?: (form: HTMLFormElement, modal: ModalHandle) => void | Promise<void>;
  /**
   * Told of each answer to a form sent the default way, after it is shown (e.g. to refresh the page
   * behind once a change is made).
   */
  onAnswer?: (response: Response, modal: ModalHandle) => void;
}

export interface ModalHandle {
  dialog: HTMLDialogElement;
  body: HTMLElement;
  /** Replaces the content with HTML from the server. */
  showHtml(html: string): void;
  /** Replaces the content with a React element (drawn at once). */
  render(node: ReactNode): void;
  showLoadError(status: number, statusText: string, resource: string): void;
  /** Moves focus to the content's error summary, else its first field. */
  focusContent(): void;
  close(): void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const openModals = new Map<string, ModalHandle>();

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The dialog's frame: title and Close, the content, and the optional submit button. */
function buildDialog(id: string, options: ModalOptions) {
  const dialog = element("dialog", "app-modal");
  dialog.id = id;
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  dialog.setAttribute("aria-modal", "true");
  const header = element("div", "app-modal__header");
  const title = element("h2", "govuk-heading-l app-modal__title", options.title);
  title.id = `${id}-title`;
  const close = element("button", "govuk-button govuk-button--secondary app-modal__close", "Close");
  close.type = "button";
  close.append(element("span", "govuk-visually-hidden", ` ${options.closeText ?? options.title}`));
  header.append(title, close);
  const body = element("div", "app-modal__body");
  body.setAttribute("aria-live", "polite");
  body.append(element("p", "govuk-body", "Loading…"));
  dialog.append(header, body);
  // The footer is what hides: a GOV.UK button's own display would override its `hidden`.
  let footer: HTMLElement | null = null;
  if (options.submitText) {
    footer = element("div", "app-modal__footer");
    const submit = element("button", "govuk-button app-modal__submit", options.submitText);
    submit.type = "button";
    submit.addEventListener("click", () => body.querySelector("form")?.requestSubmit());
    footer.hidden = true;
    footer.append(submit);
    dialog.append(footer);
  }
  return { dialog, body, close, footer };
}

/** Tab from the last focusable element goes to the first, Shift+Tab from the first to the last. */
function trapFocus(dialog: HTMLDialogElement) {
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (node) => !node.hidden && node.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
}

/** Sends a form of the modal as the page would, by ajax; the answer is the modal's new content. */
async function sendForm(
  form: HTMLFormElement,
  modal: ModalHandle,
  onAnswer?: ModalOptions["onAnswer"],
): Promise<void> {
  const method = form.method.toUpperCase();
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
  const action = form.action || window.location.href;
  const url = method === "GET" ? `${action.split("?")[0]}?${fields}` : action;
  try {
    const response = await fetch(url, {
      method,
      body: method === "GET" ? undefined : fields,
      headers: {
        ...AJAX_HEADERS,
        "X-CSRF-Token": csrfTokenFromDocument() || String(fields.get("_csrf") ?? ""),
      },
      credentials: "same-origin",
    });
    modal.showHtml(await response.text());
    modal.focusContent();
    onAnswer?.(response, modal);
  } catch {
    modal.showLoadError(0, "", action);
  }
}

async function load(options: ModalOptions, modal: ModalHandle, footer: HTMLElement | null) {
  try {
    const response = await fetch(options.href, { headers: AJAX_HEADERS, credentials: "same-origin" });
    if (options.onLoadResponse?.(response, modal)) return;
    if (!response.ok) return modal.showLoadError(response.status, response.statusText, options.href);
    modal.showHtml(await response.text());
    if (footer) footer.hidden = false;
    modal.focusContent();
  } catch {
    modal.showLoadError(0, "", options.href);
  }
}

/** Opens the modal (or returns the one of that id already open). */
export function openModal(options: ModalOptions): ModalHandle {
  const id = options.id ?? "modal";
  const already = openModals.get(id);
  if (already) return already;
  const opener =
    options.opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const { dialog, body, close, footer } = buildDialog(id, options);
  let root: Root | null = null;
  const clear = () => {
    root?.unmount();
    root = null;
  };
  const path = options.history ? modalPath(options.href, window.location.href) : null;

  const modal: ModalHandle = {
    dialog,
    body,
    showHtml(html) {
      clear();
      body.innerHTML = html;
    },
    render(node) {
      clear();
      body.replaceChildren();
      const created = createRoot(body);
      root = created;
      flushSync(() => created.render(node));
    },
    showLoadError(status, statusText, resource) {
      clear();
      const heading = element("h3", "govuk-heading-m", `Error: ${statusText || "Network error"} (${status})`);
      body.replaceChildren(heading, element("p", "govuk-body", resource));
      if (footer) footer.hidden = true;
    },
    focusContent() {
      const target =
        body.querySelector<HTMLElement>(".govuk-error-summary") ??
        body.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea");
      target?.focus();
    },
    close() {
      dialog.close();
    },
  };

  close.addEventListener("click", () => dialog.close());
  trapFocus(dialog);
  dialog.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method === "dialog") return;
    event.preventDefault();
    void (options.onSubmit ? options.onSubmit(form, modal) : sendForm(form, modal, options.onAnswer));
  });
  dialog.addEventListener("close", () => {
    clear();
    dialog.remove();
    openModals.delete(id);
    if (path)
      window.history.replaceState(window.history.state, "", addressWithModal(window.location.href, null));
    opener?.focus();
  });

  openModals.set(id, modal);
  document.body.append(dialog);
  dialog.showModal();
  if (path)
    window.history.replaceState(window.history.state, "", addressWithModal(window.location.href, path));
  void load(options, modal, footer);
  return modal;
}

export interface ModalProps extends Omit<ModalOptions, "opener" | "onLoadResponse" | "onSubmit"> {
  /** The link's text. */
  children: ReactNode;
  className?: string;
}

/** A link that opens its address in a modal (with history mode, also when the address asks for it). */
export function Modal({ children, className, ...options }: ModalProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    const { history, href } = optionsRef.current;
    if (!history) return;
    const here = window.location.href;
    const wanted = requestedModalPath(here);
    if (wanted !== null && wanted === modalPath(href, here))
      openModal({ ...optionsRef.current, opener: link.current });
  }, []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (typeof HTMLDialogElement !== "function" || !("showModal" in HTMLDialogElement.prototype)) return;
    event.preventDefault();
    openModal({ ...options, opener: event.currentTarget });
  };

  return (
    <a
      ref={link}
      href={options.href}
      className={className ? `govuk-link ${className}` : "govuk-link"}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
