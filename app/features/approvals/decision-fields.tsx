import { ChoiceField, type FieldErrors, TextareaField } from "../../components/forms/fields.tsx";
import { SummaryList as KitSummaryList } from "../../components/ui/summary-list.tsx";
import { type FormValues, fieldValue } from "../../lib/forms/parse-form.ts";

/** The approve/decline radios and the message of a decision (spec §3 'decision', 'declineReason', 'approvalMessage'). */
export function DecisionFields({
  values,
  errors,
  messageField,
  children,
}: {
  values: FormValues;
  errors: FieldErrors;
  messageField: "declineReason" | "approvalMessage";
  /** What approving needs (checks, the confirmed address), shown between the radios and the message. */
  children?: React.ReactNode;
}) {
  return (
    <>
      <ChoiceField
        type="radio"
        name="decision"
        legend="Decision"
        options={[
          { value: "approve", label: "Approve" },
          { value: "decline", label: "Decline" },
        ]}
        values={[fieldValue(values, "decision")]}
        errors={errors}
      />
      {children}
      <TextareaField
        name={messageField}
        label={messageField === "declineReason" ? "Decline reason" : "Message to the company"}
        hint={
          messageField === "declineReason"
            ? "Needed when you decline. We send it to the applicant."
            : "Needed when you do not approve. We send it to the company's administrators."
        }
        value={fieldValue(values, messageField)}
        errors={errors}
      />
    </>
  );
}

/** What was asked for, as a summary list; an answer left empty reads "Not given". */
export function SummaryList({ rows }: { rows: readonly (readonly [string, string | null | undefined])[] }) {
  return <KitSummaryList rows={rows.map(([key, value]) => ({ key, value: value || "Not given" }))} />;
}
