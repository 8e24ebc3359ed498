/**
 * A person's title, full name, e-mail address and telephone number (your details, a team member's
 * details, adding a team member): the fields the form's schema has, in its order, each labelled
 * "(optional)" when the schema does not require it. Someone else's details are not filled in from the
 * browser's memory of the user's own.
 */
import type { z } from "zod";
import { TITLE_OPTIONS } from "../../lib/forms/field-schemas.ts";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { type FormValues, fieldValue, formShape } from "../../lib/forms/parse-form.ts";
import { type FieldErrors, SelectField, TextField } from "./fields.tsx";

const PERSON_FIELDS = {
  title: { label: "Title", autoComplete: "honorific-prefix", width: "" },
  name: { label: "Full name", autoComplete: "name", width: "govuk-!-width-two-thirds" },
  email: { label: "Email address", autoComplete: "email", width: "govuk-!-width-two-thirds" },
  telephone: { label: "Telephone number", autoComplete: "tel", width: "govuk-input--width-20" },
} as const;

type PersonField = keyof typeof PERSON_FIELDS;

const isPersonField = (name: string): name is PersonField => Object.hasOwn(PERSON_FIELDS, name);

export function PersonFields({
  schema,
  values,
  errors,
  own,
  hints = {},
}: {
  /** The form's schema: which of the fields it has, in what order, and what each requires. */
  schema: z.ZodType;
  values: FormValues | undefined;
  errors: FieldErrors;
  /** The signed-in person's own details (the browser may offer what it knows of them). */
  own: boolean;
  hints?: Partial<Record<PersonField, string>>;
}) {
  const constraints = formConstraints(schema);
  return Object.keys(formShape(schema))
    .filter(isPersonField)
    .map((name) => {
      const field = PERSON_FIELDS[name];
      const label = constraints[name]?.required ? field.label : `${field.label} (optional)`;
      const common = {
        name,
        label,
        hint: hints[name],
        value: fieldValue(values, name),
        errors,
        constraints: constraints[name],
      };
      return name === "title" ? (
        <SelectField
          key={name}
          {...common}
          options={TITLE_OPTIONS}
          placeholder={constraints[name]?.required ? undefined : "Choose a title"}
        />
      ) : (
        <TextField
          key={name}
          {...common}
          autoComplete={own ? field.autoComplete : "off"}
          width={field.width}
          spellCheck={name === "email" ? false : undefined}
        />
      );
    });
}
