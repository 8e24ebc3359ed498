/**
 * GOV.UK form fields for every form of the site (registration, accounts, team, company, approvals). Each
 * field's id is its name, so the error summary's links (`#name`) land on it; each takes the form's
 * error list and shows its own message, the hint and the inline error above the control, announced with
 * it; after an error the typed value comes back. `constraints` are the field's HTML attributes, read from
 * the schema the action checks with (html-constraints.ts). Plain HTML controls, so every form works
 * without JavaScript; `onChange` only adds enhancements.
 */
import { type ReactNode, useEffect, useState } from "react";
import type { InputConstraints } from "../../lib/forms/html-constraints.ts";
import { errorFor, type FieldError } from "../../lib/forms/parse-form.ts";

export type FieldErrors = readonly FieldError[];

export interface FieldOption {
  value: string;
  label: string;
  hint?: string;
}

/** False for the server render and the first browser render; true once scripts run (for enhancements). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A GOV.UK label size, for a label that stands as a question. */
type LabelSize = "s" | "m" | "l";

interface FieldProps {
  name: string;
  label: ReactNode;
  labelSize?: LabelSize | undefined;
  hint?: ReactNode;
  /** The form's errors; the field shows the one for its name. */
  errors?: FieldErrors | undefined;
  constraints?: InputConstraints | undefined;
}

/** The attributes of the constraints that a control carries as they are. */
function constraintAttributes(c: InputConstraints | undefined) {
  return {
    required: c?.required,
    minLength: c?.minLength,
    maxLength: c?.maxLength,
    pattern: c?.pattern,
    inputMode: c?.inputMode,
    min: c?.min,
    max: c?.max,
  };
}

function describedBy(name: string, hint: unknown, error: unknown): string | undefined {
  return (
    [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ") || undefined
  );
}

function FieldMessages({
  name,
  hint,
  error,
}: {
  name: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <div id={`${name}-hint`} className="govuk-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="govuk-error-message">
          <span className="govuk-visually-hidden">Error:</span> {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A form group with a label, hint and error above its one control (`id`: the control's id; the error's
 * id is `${id}-error`, for the control's aria-describedby).
 */
export function LabelledGroup({
  id,
  label,
  labelSize,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  labelSize?: LabelSize | undefined;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
      <label className={`govuk-label${labelSize ? ` govuk-label--${labelSize}` : ""}`} htmlFor={id}>
        {label}
      </label>
      <FieldMessages name={id} hint={hint} error={error} />
      {children}
    </div>
  );
}

export function TextField({
  id,
  name,
  label,
  labelSize,
  hint,
  errors,
  constraints,
  value,
  type = constraints?.type === "file" ? "text" : (constraints?.type ?? "text"),
  autoComplete,
  width = "",
  disabled,
  onChange,
  spellCheck,
  children,
}: FieldProps & {
  /** When two forms of the page have this field (a modal over a page): defaults to the name. */
  id?: string;
  value?: string | null | undefined;
  type?: Exclude<InputConstraints["type"], "file" | undefined>;
  autoComplete?: string;
  /** A GOV.UK width class, e.g. `govuk-!-width-two-thirds` or `govuk-input--width-10`. */
  width?: string;
  disabled?: boolean;
  onChange?: (value: string) => void;
  spellCheck?: boolean;
  /** Shown after the input (e.g. a password strength meter). */
  children?: ReactNode;
}) {
  const fieldId = id ?? name;
  const error = errorFor(errors, name);
  return (
    <LabelledGroup id={fieldId} label={label} labelSize={labelSize} hint={hint} error={error}>
      <input
        className={`govuk-input${width ? ` ${width}` : ""}${error ? " govuk-input--error" : ""}`}
        id={fieldId}
        name={name}
        type={type}
        {...constraintAttributes(constraints)}
        // A password is never sent back to the page.
        defaultValue={type === "password" ? undefined : (value ?? "")}
        autoComplete={autoComplete}
        aria-describedby={describedBy(fieldId, hint, error)}
        disabled={disabled}
        spellCheck={spellCheck}
        onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
      />
      {children}
    </LabelledGroup>
  );
}

export function TextareaField({
  name,
  label,
  hint,
  errors,
  constraints,
  value,
  rows = 4,
}: FieldProps & { value?: string | null | undefined; rows?: number }) {
  const error = errorFor(errors, name);
  return (
    <LabelledGroup id={name} label={label} hint={hint} error={error}>
      <textarea
        className={`govuk-textarea${error ? " govuk-textarea--error" : ""}`}
        id={name}
        name={name}
        rows={rows}
        required={constraints?.required}
        minLength={constraints?.minLength}
        maxLength={constraints?.maxLength}
        defaultValue={value ?? ""}
        aria-describedby={describedBy(name, hint, error)}
      />
    </LabelledGroup>
  );
}

export function SelectField({
  name,
  label,
  hint,
  errors,
  constraints,
  value,
  options,
  placeholder = "Please select",
  onChange,
}: FieldProps & {
  value?: string | null | undefined;
  options: readonly { value: string; label: string }[];
  /** The empty first option. */
  placeholder?: string;
  onChange?: (value: string) => void;
}) {
  const error = errorFor(errors, name);
  return (
    <LabelledGroup id={name} label={label} hint={hint} error={error}>
      <select
        className={`govuk-select${error ? " govuk-select--error" : ""}`}
        id={name}
        name={name}
        defaultValue={value ?? ""}
        required={constraints?.required}
        aria-describedby={describedBy(name, hint, error)}
        onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledGroup>
  );
}

/** One checkbox (terms, a confirmation, an account admin's check). */
export function CheckboxField({
  name,
  label,
  hint,
  errors,
  constraints,
  checked,
  value = "yes",
  onChange,
}: FieldProps & { checked: boolean; value?: string; onChange?: (checked: boolean) => void }) {
  const error = errorFor(errors, name);
  return (
    <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
      <FieldMessages name={name} error={error} />
      <div className="govuk-checkboxes govuk-checkboxes--small" data-module="govuk-checkboxes">
        <div className="govuk-checkboxes__item">
          <input
            className="govuk-checkboxes__input"
            id={name}
            name={name}
            type="checkbox"
            value={value}
            defaultChecked={checked}
            required={constraints?.required}
            aria-describedby={describedBy(name, hint, error)}
            onChange={onChange ? (e) => onChange(e.currentTarget.checked) : undefined}
          />
          <label className="govuk-label govuk-checkboxes__label" htmlFor={name}>
            {label}
          </label>
          {hint ? (
            <div id={`${name}-hint`} className="govuk-hint govuk-checkboxes__hint">
              {hint}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

const LEGEND_SIZES = {
  s: "govuk-fieldset__legend--s",
  m: "govuk-fieldset__legend--m",
  l: "govuk-fieldset__legend--l",
};

/** Radios or checkboxes in a fieldset; the first input carries the field's id for the error summary. */
export function ChoiceField({
  type,
  name,
  legend,
  options,
  values,
  errors,
  constraints,
  hint,
  small = false,
  legendSize = "s",
  legendIsHeading = false,
  onChange,
}: {
  type: "radio" | "checkbox";
  name: string;
  legend: string;
  options: readonly FieldOption[];
  values: readonly string[];
  errors?: FieldErrors | undefined;
  constraints?: InputConstraints | undefined;
  hint?: ReactNode;
  small?: boolean;
  legendSize?: keyof typeof LEGEND_SIZES;
  /** The legend is the page's heading (a one-question page). */
  legendIsHeading?: boolean;
  onChange?: (value: string) => void;
}) {
  const kind = type === "radio" ? "radios" : "checkboxes";
  const error = errorFor(errors, name);
  return (
    <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
      <fieldset className="govuk-fieldset" aria-describedby={describedBy(name, hint, error)}>
        <legend className={`govuk-fieldset__legend ${LEGEND_SIZES[legendSize]}`}>
          {legendIsHeading ? <h1 className="govuk-fieldset__heading">{legend}</h1> : legend}
        </legend>
        <FieldMessages name={name} hint={hint} error={error} />
        <div className={`govuk-${kind}${small ? ` govuk-${kind}--small` : ""}`} data-module={`govuk-${kind}`}>
          {options.map((o, index) => {
            const id = index === 0 ? name : `${name}-${o.value}`;
            return (
              <div key={o.value} className={`govuk-${kind}__item`}>
                <input
                  className={`govuk-${kind}__input`}
                  id={id}
                  name={name}
                  type={type}
                  value={o.value}
                  defaultChecked={values.includes(o.value)}
                  // One radio of the group must be chosen; a box of a checkbox group is never required.
                  required={type === "radio" ? constraints?.required : undefined}
                  aria-describedby={o.hint ? `${id}-item-hint` : undefined}
                  onChange={onChange ? () => onChange(o.value) : undefined}
                />
                <label className={`govuk-label govuk-${kind}__label`} htmlFor={id}>
                  {o.label}
                </label>
                {o.hint ? (
                  <div id={`${id}-item-hint`} className={`govuk-hint govuk-${kind}__hint`}>
                    {o.hint}
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

/** A file input (My images, the company logo): the accepted types from its schema. */
export function FileField({ name, label, labelSize, hint, errors, constraints }: FieldProps) {
  const error = errorFor(errors, name);
  return (
    <LabelledGroup id={name} label={label} labelSize={labelSize} hint={hint} error={error}>
      <input
        className={`govuk-file-upload${error ? " govuk-file-upload--error" : ""}`}
        id={name}
        name={name}
        type="file"
        accept={constraints?.accept}
        required={constraints?.required}
        aria-describedby={describedBy(name, hint, error)}
      />
    </LabelledGroup>
  );
}
