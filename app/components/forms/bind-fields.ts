/**
 * The four props every field of a form takes from the form itself: its name, the value sent back after an
 * error, the form's error list and the HTML constraints its schema gives that name. `const field =
 * bindFields(values, errors, CONSTRAINTS)` then `<TextField {...field("firstName")} label="First name" />`
 * says only what is particular to the field.
 */
import type { InputConstraints } from "../../lib/forms/html-constraints.ts";
import { type FormValues, fieldValue } from "../../lib/forms/parse-form.ts";
import type { FieldErrors } from "./fields.tsx";

export interface BoundField {
  name: string;
  value: string;
  errors: FieldErrors;
  constraints: InputConstraints | undefined;
}

export function bindFields<Name extends string>(
  values: FormValues | undefined,
  errors: FieldErrors,
  constraints: Partial<Record<Name, InputConstraints>>,
): (name: Name) => BoundField {
  return (name) => ({ name, value: fieldValue(values, name), errors, constraints: constraints[name] });
}
