/**
 * 'Withdraw notice' or 'Delete' on a row of the lists. Without JavaScript, a link to the question's page,
 * whose form posts with its CSRF token. With it, the UI kit's modal loads the same question; its form is
 * sent by ajax, and when the change is made the modal closes, the message shows as a toast and the page
 * reloads (after-notice-change.ts). A refusal is shown in the modal in place of the question.
 */
import type { MouseEvent } from "react";
import { csrfTokenFromDocument } from "../../components/forms/csrf-input.tsx";
import { AJAX_HEADERS, type ModalHandle, openModal } from "../../components/ui/modal.tsx";
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import { afterNoticeChange } from "./after-notice-change.ts";
import { type NoticeChange, noticeChangePath, noticeChangeWords } from "./notice-changes.ts";

export const NOTICE_TOAST_ID = "my-notices-toast";

/**
 * Sends a form of the modal by ajax (spec §7 modal forms). A refusal's HTML replaces the modal's content;
 * on success the modal closes and `done` gets the answer's message.
 */
export async function sendNoticeChange(
  form: HTMLFormElement,
  modal: ModalHandle,
  done: (message: string) => void,
): Promise<void> {
  const button = form.querySelector("button[type=submit]");
  if (button instanceof HTMLButtonElement) button.disabled = true; // one click, one request
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body: fields,
      headers: {
        ...AJAX_HEADERS,
        "X-CSRF-Token": csrfTokenFromDocument() || String(fields.get("_csrf") ?? ""),
      },
      credentials: "same-origin",
    });
    const html = await response.text();
    if (!response.ok) {
      modal.showHtml(html);
      modal.focusContent();
      return;
    }
    modal.close();
    done(new DOMParser().parseFromString(html, "text/html").body.textContent?.trim() ?? "");
  } catch {
    modal.showLoadError(0, "", form.action);
  }
}

/** The toast's element shows and hides the message. */
export const noticeToastEffects = {
  showToast: (text: string) => {
    const toast = document.getElementById(NOTICE_TOAST_ID);
    if (!toast) return;
    toast.textContent = text;
    toast.hidden = false;
  },
  hideToast: () => {
    const toast = document.getElementById(NOTICE_TOAST_ID);
    if (toast) toast.hidden = true;
  },
};

function sendChange(form: HTMLFormElement, modal: ModalHandle): Promise<void> {
  return sendNoticeChange(form, modal, (message) =>
    afterNoticeChange(message, { ...noticeToastEffects, reload: () => window.location.reload() }),
  );
}

/**
 * The click handler of a notice change's link: opens the change (`notice-{change}`, titled by its label)
 * in the modal over the page, unless the click means "elsewhere" or the browser has no dialog.
 */
export function noticeModalOpener(
  change: string,
  label: string,
  noticeId: number,
  href: string,
  onSubmit: (form: HTMLFormElement, modal: ModalHandle) => Promise<void>,
) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (typeof HTMLDialogElement !== "function" || !("showModal" in HTMLDialogElement.prototype)) return;
    event.preventDefault();
    openModal({
      href,
      id: `notice-${change}`,
      title: label,
      closeText: `${label.toLowerCase()} of notice ${noticeId}`,
      opener: event.currentTarget,
      onSubmit,
    });
  };
}

export function NoticeChangeLink({
  change,
  notice,
}: {
  change: NoticeChange;
  notice: { id: number; title: string; status: NoticeStatus };
}) {
  const words = noticeChangeWords(change, notice.status);
  const href = noticeChangePath(change, notice.id);
  const open = noticeModalOpener(change, words.label, notice.id, href, sendChange);
  return (
    <a className="govuk-link" href={href} onClick={open} data-notice-change={change}>
      {words.label}
      <span className="govuk-visually-hidden">
        {" "}
        {notice.title} (notice {notice.id})
      </span>
    </a>
  );
}

/** Where the change's message shows (role=status: read out when it appears). */
export function NoticeToast() {
  return <div id={NOTICE_TOAST_ID} className="app-toast" role="status" hidden />;
}
