/**
 * The questions asked before a document is deleted or confirmed documents are opened again (spec §4: "can
 * be undone after a confirmation prompt"; §7: "delete uploaded file" is a modal form): My Gazette's
 * question form, as a page without JavaScript and as the modal's section with it.
 */
import { useCsrfToken } from "../../components/forms/csrf-input.tsx";
import { QuestionForm, type QuestionFormProps } from "../my-gazette/question-form.tsx";

export type DocumentsQuestionProps = Omit<QuestionFormProps, "back" | "className" | "detail"> & {
  /** A file's name, or what changing means: words, as a loader sends them. */
  detail: string;
  /** The documents page. */
  back: string;
};

export function DocumentsQuestion({ back, ...props }: DocumentsQuestionProps) {
  return (
    <QuestionForm
      {...props}
      className="app-documents-question"
      back={{ href: back, text: "Back to your documents" }}
    />
  );
}

/** The question's page (without JavaScript), as the loader or the refused action gives it. */
export function DocumentsQuestionPage({
  shown,
}: {
  shown: Omit<DocumentsQuestionProps, "csrfToken" | "heading">;
}) {
  const csrfToken = useCsrfToken();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <DocumentsQuestion {...shown} csrfToken={csrfToken} heading />
      </div>
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
