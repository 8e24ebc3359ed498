import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { parseRegistrationForm } from "./registration-schema.ts";

/**
 * Checks the form in the browser with the server's own schema before sending it, so mistakes show at once
 * with the same words; the server checks everything again. The browser's errors replace the server's
 * until the next submit.
 */
export function useRegistrationValidation<T>(schema: z.ZodType<T>, serverErrors: Record<string, string>) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parseRegistrationForm(schema, new FormData(event.currentTarget));
    if (parsed.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.errors);
  };
  return { errors: clientErrors ?? serverErrors, onSubmit };
}
