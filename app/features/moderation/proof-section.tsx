/**
 * The proof on the placer's notice page (ADR 021): links to the proof as HTML and PDF, the answers given
 * so far, and while staff have not decided, a comment box and "Accept proof"; for a rejected notice, staff's
 * reason and "Correct and resubmit". Plain POST forms: they work without JavaScript.
 */
import { Form } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { TextareaField } from "../../components/forms/fields.tsx";
import { formatDateTime } from "../../lib/dates.ts";
import type { FieldError } from "../../lib/forms/parse-form.ts";
import { ProofResponses } from "./proof-responses.tsx";
import type { ProofResponseView } from "./proof-types.ts";

export interface ProofSectionData {
  version: number;
  open: boolean;
  mayRespond: boolean;
  accepted: boolean;
  responses: ProofResponseView[];
  rejection: { reason: string; at: string; mayCorrect: boolean } | null;
}

export function ProofSection({
  noticeId,
  proof,
  errors,
  comment,
}: {
  noticeId: number;
  proof: ProofSectionData;
  errors: readonly FieldError[];
  comment: string;
}) {
  const base = `/my-gazette/notices/${noticeId}`;
  return (
    <section className="app-proof" aria-labelledby="proof-heading">
      {proof.rejection ? (
        <>
          <h2 className="govuk-heading-m" id="rejection-heading">
            Why the Gazette rejected this notice
          </h2>
          <div className="govuk-inset-text" id="rejection-reason">
            {proof.rejection.reason}
            <br />
            <span className="govuk-body-s">Rejected {formatDateTime(proof.rejection.at)}</span>
          </div>
          {proof.rejection.mayCorrect ? (
            <Form method="post" action={base}>
              <CsrfInput />
              <input type="hidden" name="intent" value="correct" />
              <p className="govuk-body">
                Correct the notice and send it again: it goes to the Gazette as version {proof.version + 1}.
              </p>
              <button type="submit" className="govuk-button" data-module="govuk-button">
                Correct and resubmit
              </button>
            </Form>
          ) : null}
        </>
      ) : null}
      <h2 className="govuk-heading-m" id="proof-heading">
        Proof
      </h2>
      <p className="govuk-body">
        The notice as it will be printed (version {proof.version}):{" "}
        <a className="govuk-link" href={`${base}/proof`}>
          view the proof
        </a>{" "}
        or{" "}
        <a className="govuk-link" href={`${base}/proof.pdf`}>
          download the proof (PDF)
        </a>
        .
      </p>
      <ProofResponses
        responses={proof.responses}
        empty="You have not commented on or accepted the proof yet."
      />
      {proof.mayRespond ? (
        <>
          <Form method="post" action={base} noValidate className="app-proof-comment">
            <CsrfInput />
            <input type="hidden" name="intent" value="comment" />
            <TextareaField
              name="comment"
              label="Comment on the proof"
              hint="The Gazette reads your comment before deciding the notice."
              errors={errors}
              value={comment}
            />
            <button type="submit" className="govuk-button govuk-button--secondary" data-module="govuk-button">
              Send comment
            </button>
          </Form>
          {proof.accepted ? (
            <p className="govuk-body" id="accept-proof">
              You have accepted this proof.
            </p>
          ) : (
            <Form method="post" action={base} className="app-proof-accept">
              <CsrfInput />
              <input type="hidden" name="intent" value="accept" />
              <button type="submit" className="govuk-button" data-module="govuk-button" id="accept-proof">
                Accept proof
              </button>
            </Form>
          )}
        </>
      ) : null}
    </section>
  );
}
