/**
 * Removing something from My Gazette asks first. Without JavaScript the link opens a confirmation page
 * (`confirmUrl`); with it, the same question opens in a modal dialog whose form posts to the same action.
 */
import { type MouseEvent, useId, useRef } from "react";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";

export interface ConfirmRemovalProps {
  /** The no-JavaScript confirmation page; its form posts to itself. */
  confirmUrl: string;
  /** e.g. "Remove", "Delete" */
  label: string;
  /** What is removed, for the link's hidden text and the question. */
  itemName: string;
  question: string;
  /** Hidden fields the confirmation form sends (besides the CSRF token). */
  fields?: Record<string, string>;
  /** What removing means, when the name alone does not say it. */
  details?: string;
  className?: string;
}

export function ConfirmRemoval({
  confirmUrl,
  label,
  itemName,
  question,
  fields = {},
  details,
  className,
}: ConfirmRemovalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!dialog.current?.showModal) return;
    event.preventDefault();
    dialog.current.showModal();
  };
  return (
    <>
      <a className={`govuk-link${className ? ` ${className}` : ""}`} href={confirmUrl} onClick={open}>
        {label}
        <span className="govuk-visually-hidden"> {itemName}</span>
      </a>
      <dialog ref={dialog} className="app-modal" aria-labelledby={titleId}>
        <h2 className="govuk-heading-m" id={titleId}>
          {question}
        </h2>
        <p className="govuk-body">{details ?? itemName}</p>
        <form method="post" action={confirmUrl} className="govuk-button-group">
          <CsrfInput />
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="govuk-button govuk-button--warning">
            {label}
          </button>
          <button
            type="button"
            className="govuk-button govuk-button--secondary"
            onClick={() => dialog.current?.close()}
          >
            Cancel
          </button>
        </form>
      </dialog>
    </>
  );
}

/** The same question as a page, for browsers without JavaScript. */
export function ConfirmRemovalPage({
  question,
  itemName,
  label,
  cancelUrl,
}: {
  question: string;
  itemName: string;
  label: string;
  cancelUrl: string;
}) {
  return (
    <>
      <h1 className="govuk-heading-l">{question}</h1>
      <p className="govuk-body">{itemName}</p>
      <form method="post" className="govuk-button-group">
        <CsrfInput />
        <button type="submit" className="govuk-button govuk-button--warning">
          {label}
        </button>
        <a className="govuk-link" href={cancelUrl}>
          Cancel
        </a>
      </form>
    </>
  );
}

/** Previous / next pages of a My Gazette list (`?page=n`). */
export function SimplePagination({ path, page, lastPage }: { path: string; page: number; lastPage: number }) {
  if (lastPage <= 1) return null;
  const href = (n: number) => `${path}${path.includes("?") ? "&" : "?"}page=${n}`;
  return (
    <Pagination
      label="Pages"
      previous={page > 1 ? { href: href(page - 1), text: "Previous page" } : null}
      next={
        page < lastPage
          ? { href: href(page + 1), text: "Next page", label: `Page ${page + 1} of ${lastPage}` }
          : null
      }
    />
  );
}
