import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { type FieldError, parseForm } from "../../lib/forms/parse-form.ts";

/**
 * Checks a form in the browser with the action's own schema before sending it, so mistakes show at once
 * with the same words; the server checks everything again. The browser's errors replace the server's
 * until the next submit. Without JavaScript nothing changes: the form is sent and the server answers.
 */
export function useFormValidation(schema: z.ZodType, serverErrors: readonly FieldError[]) {
  const [clientErrors, setClientErrors] = useState<FieldError[] | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parseForm(schema, new FormData(event.currentTarget));
    if (parsed.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.errors);
  };
  return {
    errors: clientErrors ?? serverErrors,
    onSubmit,
    /** True while the errors shown are the browser's (the server's answer about the attempt is stale). */
    checkedInBrowser: clientErrors !== null,
  };
}
