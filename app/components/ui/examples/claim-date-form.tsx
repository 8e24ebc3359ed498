/**
 * What the modal examples load: the spec's "Change claim date" modal form (§2, §5: the earliest claims
 * date must not be empty). A plain component without router hooks, because the server renders it both in
 * its page and as the fragment the modal asks for.
 */
import { z } from "zod";
import { requiredText } from "../../../lib/forms/field-schemas.ts";
import { formConstraints } from "../../../lib/forms/html-constraints.ts";
import { MESSAGES } from "../../../lib/forms/messages.ts";
import type { FieldError } from "../../../lib/forms/parse-form.ts";
import { ErrorSummary } from "../../forms/error-summary.tsx";
import { TextField } from "../../forms/fields.tsx";
import { Button } from "../button.tsx";

export const CLAIM_DATE_PATH = "/dev/ui-kit/fragments/claim-date";
export const CLAIM_DATE_FIELD = "earliest-claims-date";

/** Spec §5 "Change claim date: earliest-claims-date non-empty", with §8's "Required.". */
export const claimDateSchema = z.object({ [CLAIM_DATE_FIELD]: requiredText(20, MESSAGES.shortRequired) });
const CONSTRAINTS = formConstraints(claimDateSchema);

export interface ClaimDateFormProps {
  csrfToken: string;
  value: string;
  errors: readonly FieldError[];
  /** The date saved, once it is. */
  saved: string | null;
  /** The modal's own submit button sends the form (its "with submit button" example). */
  buttonOutside?: boolean;
}

export function ClaimDateForm({ csrfToken, value, errors, saved, buttonOutside }: ClaimDateFormProps) {
  if (saved !== null)
    return (
      <p className="govuk-body" role="status">
        The earliest claims date is now {saved}.
      </p>
    );
  return (
    <>
      <ErrorSummary errors={errors} />
      <form
        method="post"
        action={buttonOutside ? `${CLAIM_DATE_PATH}?button=outside` : CLAIM_DATE_PATH}
        noValidate
        aria-label="Change claim date"
      >
        <input type="hidden" name="_csrf" value={csrfToken} />
        <TextField
          name={CLAIM_DATE_FIELD}
          label="Earliest claims date"
          hint="For example, 27/3/2026"
          value={value}
          errors={errors}
          constraints={CONSTRAINTS[CLAIM_DATE_FIELD]}
          width="govuk-input--width-10"
        />
        {buttonOutside ? null : <Button preventDoubleClick>Save changes</Button>}
      </form>
    </>
  );
}
