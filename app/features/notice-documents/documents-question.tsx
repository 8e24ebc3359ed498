/**
 * The question asked before a document is deleted or confirmed documents are opened again (spec §4: "can
 * be undone after a confirmation prompt"; §7: "delete uploaded file" is a modal form). A page without
 * JavaScript; with it, the modal's content, rendered on the server as a fragment (so the CSRF token comes
 * as a prop). A refused change shows why, and no button.
 */

export interface DocumentsQuestionProps {
  question: string;
  /** What the question is about: the file's name, or what changing means. */
  detail: string;
  /** Where the form posts (the question's own address). */
  action: string;
  button: string;
  /** The documents page. */
  back: string;
  csrfToken: string;
  refusal: string | null;
  /** The page's own heading (the modal has its own title). */
  heading: boolean;
}

export function DocumentsQuestion({
  question,
  detail,
  action,
  button,
  back,
  csrfToken,
  refusal,
  heading,
}: DocumentsQuestionProps) {
  return (
    <div className="app-documents-question">
      {refusal ? (
        <div className="govuk-error-summary" data-module="govuk-error-summary" tabIndex={-1}>
          <div role="alert">
            <h2 className="govuk-error-summary__title">There is a problem</h2>
            <div className="govuk-error-summary__body">
              <p className="govuk-body">{refusal}</p>
            </div>
          </div>
        </div>
      ) : null}
      {heading ? (
        <h1 className="govuk-heading-l">{question}</h1>
      ) : (
        <p className="govuk-body govuk-!-font-weight-bold">{question}</p>
      )}
      <p className="govuk-body">{detail}</p>
      {refusal ? (
        <p className="govuk-body">
          <a className="govuk-link" href={back}>
            Back to your documents
          </a>
        </p>
      ) : (
        <form method="post" action={action} className="govuk-button-group">
          <input type="hidden" name="_csrf" value={csrfToken} />
          <button
            type="submit"
            className="govuk-button govuk-button--warning"
            data-prevent-double-click="true"
          >
            {button}
          </button>
          <a className="govuk-link" href={back}>
            Cancel
          </a>
        </form>
      )}
    </div>
  );
}

/** Done: the modal's section says so (the page behind is refreshed by the link that opened it). */
export function DocumentsChanged({ message, back }: { message: string; back: string }) {
  return (
    <div className="app-documents-question">
      <p className="govuk-body app-documents-changed">{message}</p>
      <p className="govuk-body">
        <a className="govuk-link" href={back}>
          Back to your documents
        </a>
      </p>
    </div>
  );
}
