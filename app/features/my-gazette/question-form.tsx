/**
 * A yes-or-cancel question before a change in My Gazette (withdraw a notice, delete a draft, delete an
 * uploaded file, change confirmed documents): a page without JavaScript; with it, the modal's content,
 * rendered on the server as a fragment (so it takes the CSRF token as a prop). A change that cannot be
 * made shows why, and no button; a refused change shows its message above the question.
 */
import type { ReactNode } from "react";

export interface QuestionFormProps {
  question: string;
  /** What the question is about (a notice's title, a file's name, what changing means). */
  detail: ReactNode;
  /** Where the form posts (the question's own address). */
  action: string;
  /** The button's words. */
  button: string;
  /** Where Cancel, and the link shown with a refusal, lead. */
  back: { href: string; text: string };
  csrfToken: string;
  /** Why the change cannot be made (nothing to submit), or why the change just sent was refused. */
  refusal: string | null;
  /** The page's own heading (the modal has its own title). */
  heading: boolean;
  className?: string;
}

export function QuestionForm({
  question,
  detail,
  action,
  button,
  back,
  csrfToken,
  refusal,
  heading,
  className,
}: QuestionFormProps) {
  return (
    <div className={className}>
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
          <a className="govuk-link" href={back.href}>
            {back.text}
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
          <a className="govuk-link" href={back.href}>
            Cancel
          </a>
        </form>
      )}
    </div>
  );
}
