import { ChoiceField, type Errors, TextareaField } from "../../components/forms/fields.tsx";
import { SummaryList as KitSummaryList } from "../../components/ui/summary-list.tsx";

/** The approve/decline radios and the message of a decision (spec §3 'decision', 'declineReason', 'approvalMessage'). */
export function DecisionFields({
  values,
  errors,
  messageField,
  children,
}: {
  values: Readonly<Record<string, string>>;
  errors: Errors;
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
        values={values.decision ? [values.decision] : []}
        error={errors.decision}
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
        value={values[messageField]}
        error={errors[messageField]}
      />
    </>
  );
}

/** What was asked for, as a summary list; an answer left empty reads "Not given". */
export function SummaryList({ rows }: { rows: readonly (readonly [string, string | null | undefined])[] }) {
  return <KitSummaryList rows={rows.map(([key, value]) => ({ key, value: value || "Not given" }))} />;
}
