/**
 * 'Withdraw notice' or 'Delete' on a row of the lists. Without JavaScript, a link to the question's page,
 * whose form posts with its CSRF token. With it, the UI kit's modal loads the same question; its form is
 * sent by ajax, and when the change is made the modal closes, the message shows as a toast and the page
 * reloads (after-notice-change.ts). A refusal is shown in the modal in place of the question.
 */
import type { MouseEvent } from "react";
import { csrfTokenFromDocument } from "../../components/forms/csrf-input.tsx";
import { AJAX_HEADERS, type ModalHandle, openModal } from "../../components/ui/modal.tsx";
import { afterNoticeChange } from "./after-notice-change.ts";
import { NOTICE_CHANGES, type NoticeChange, noticeChangePath } from "./notice-changes.ts";

export const NOTICE_TOAST_ID = "my-notices-toast";

async function sendChange(form: HTMLFormElement, modal: ModalHandle): Promise<void> {
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
    const toast = document.getElementById(NOTICE_TOAST_ID);
    const message = new DOMParser().parseFromString(html, "text/html").body.textContent?.trim() ?? "";
    afterNoticeChange(message, {
      showToast: (text) => {
        if (!toast) return;
        toast.textContent = text;
        toast.hidden = false;
      },
      hideToast: () => {
        if (toast) toast.hidden = true;
      },
      reload: () => window.location.reload(),
    });
  } catch {
    modal.showLoadError(0, "", form.action);
  }
}

export function NoticeChangeLink({
  change,
  notice,
}: {
  change: NoticeChange;
  notice: { id: number; title: string };
}) {
  const words = NOTICE_CHANGES[change];
  const href = noticeChangePath(change, notice.id);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (typeof HTMLDialogElement !== "function" || !("showModal" in HTMLDialogElement.prototype)) return;
    event.preventDefault();
    openModal({
      href,
      id: `notice-${change}`,
      title: words.label,
      closeText: `${words.label.toLowerCase()} of notice ${notice.id}`,
      opener: event.currentTarget,
      onSubmit: sendChange,
    });
  };
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
