/** The error summary of the My Gazette pages, whose errors come as a list of field and message. */
import { ErrorSummary as Summary } from "../../components/forms/error-summary.tsx";

export interface FieldError {
  field: string;
  message: string;
}

export function ErrorSummary({ errors }: { errors: readonly FieldError[] }) {
  return <Summary items={errors.map((e) => ({ fieldId: e.field, message: e.message }))} />;
}
