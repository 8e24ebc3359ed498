/**
 * The plain-text notice page (issue 12 point 3; spec §2 "plain-text submission with Tag and Remove
 * controls"): the notice's text, the tags marked in it, a way to tag more, and Save and continue.
 *
 * Without JavaScript a tag is added by the "Tag part of the text" fields (the text quoted, or its first
 * and last characters) and its Tag button; each Remove button posts the form; the server sends the form
 * back with the change (nothing is saved until Save and continue). With JavaScript the person selects
 * text in the textarea and presses "Tag selection"; Remove works in place (plain-text-tags-script.ts).
 * Both post the same fields.
 */
import { useRef } from "react";
import { Form } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { LabelledGroup, SelectField, TextField, useHydrated } from "../../../components/forms/fields.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { errorFor, type FieldError } from "../../../lib/forms/parse-form.ts";
import { INTENT_FIELD, type PlainTextFormState } from "./plain-text-form.ts";
import { TEXT_FIELD } from "./plain-text-notice.ts";
import { usePlainTextTagging } from "./plain-text-tags-script.ts";
import {
  isRemoved,
  NEW_TAG_FIELDS,
  type NewTagInput,
  type TagField,
  tagAnchor,
  tagFieldInputs,
} from "./tag-fields.ts";
import { PLAIN_TEXT_LIMITS, TAG_KIND_OPTIONS, TAG_KINDS } from "./tags.ts";

export interface PlainTextPageProps {
  noticeTypeName: string;
  /** The draft's task list, where Back and Save and continue lead. */
  draftUrl: string;
  state: PlainTextFormState;
  errors: readonly FieldError[];
  newTag: NewTagInput | null;
}

export function PlainTextPage({ noticeTypeName, draftUrl, state, errors, newTag }: PlainTextPageProps) {
  const hydrated = useHydrated();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const kind = useRef<HTMLSelectElement>(null);
  const tagging = usePlainTextTagging(state, textarea);
  const textError = errorFor(errors, TEXT_FIELD);
  const live = tagging.fields.filter((f) => !isRemoved(f) && f.start >= 0);

  return (
    <>
      <BackLink backUrl={draftUrl} />
      <ErrorSummary errors={errors} />
      <span className="govuk-caption-l">{noticeTypeName}</span>
      <h1 className="govuk-heading-l">Notice text</h1>
      <p className="govuk-body">
        Type or paste the text of the notice. Then tag the parts of it the Gazette records — company names and
        numbers, people, addresses, dates, the court and the case number — so that the notice can be found by
        them.
      </p>
      <Form method="post" noValidate className="app-plain-text-form">
        <CsrfInput />
        <LabelledGroup
          id={TEXT_FIELD}
          label="Notice text"
          labelSize="m"
          hint="Leave a blank line between paragraphs."
          error={textError}
        >
          <textarea
            ref={textarea}
            className={`govuk-textarea${textError ? " govuk-textarea--error" : ""}`}
            id={TEXT_FIELD}
            name={TEXT_FIELD}
            rows={14}
            maxLength={PLAIN_TEXT_LIMITS.text}
            spellCheck
            aria-describedby={`${TEXT_FIELD}-hint${textError ? ` ${TEXT_FIELD}-error` : ""}`}
            {...(hydrated
              ? { value: tagging.text, onChange: (e) => tagging.setText(e.currentTarget.value) }
              : { defaultValue: state.text })}
          />
        </LabelledGroup>

        {hydrated ? (
          <div className={`govuk-form-group${tagging.message ? " govuk-form-group--error" : ""}`}>
            <label className="govuk-label" htmlFor="tag-kind">
              Tag the text selected above as
            </label>
            <div id="tag-kind-hint" className="govuk-hint">
              Select the words in the notice text, choose what they are, then press Tag selection.
            </div>
            <div id="tag-message" role="alert">
              {tagging.message ? (
                <p className="govuk-error-message">
                  <span className="govuk-visually-hidden">Error:</span> {tagging.message}
                </p>
              ) : null}
            </div>
            <select
              ref={kind}
              className="govuk-select"
              id="tag-kind"
              aria-describedby="tag-kind-hint tag-message"
              defaultValue=""
            >
              <option value="">Please select</option>
              {TAG_KIND_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>{" "}
            <button
              type="button"
              className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
              // Keep the textarea's selection: the button must not take it away before it is read.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => tagging.tagSelection(kind.current?.value ?? "")}
            >
              Tag selection
            </button>
          </div>
        ) : (
          <NewTagFieldset errors={errors} newTag={newTag} />
        )}

        <h2 className="govuk-heading-m">Tags</h2>
        {live.length === 0 ? (
          <p className="govuk-body" id="no-tags">
            Nothing is tagged yet.
          </p>
        ) : (
          <TagTable fields={live} errors={errors} onRemove={hydrated ? tagging.remove : null} />
        )}
        {tagging.fields
          .filter((f) => !live.includes(f))
          .map((f) => (
            <TagHiddenFields key={f.id} field={f} />
          ))}

        <button
          type="submit"
          name={INTENT_FIELD}
          value="save"
          className="govuk-button"
          data-module="govuk-button"
        >
          Save and continue
        </button>
      </Form>
    </>
  );
}

function TagHiddenFields({ field }: { field: TagField }) {
  return (
    <>
      {tagFieldInputs(field).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function TagTable({
  fields,
  errors,
  onRemove,
}: {
  fields: readonly TagField[];
  errors: readonly FieldError[];
  /** With JavaScript, Remove works in place; without, it posts the form. */
  onRemove: ((id: number) => void) | null;
}) {
  return (
    <table className="govuk-table app-tags-table">
      <caption className="govuk-table__caption govuk-visually-hidden">Tags in the notice text</caption>
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          <th scope="col" className="govuk-table__header">
            Tagged as
          </th>
          <th scope="col" className="govuk-table__header">
            Text
          </th>
          <th scope="col" className="govuk-table__header">
            <span className="govuk-visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {fields.map((f) => {
          const error = errorFor(errors, tagAnchor(f.id));
          return (
            <tr key={f.id} id={tagAnchor(f.id)} tabIndex={-1} className="govuk-table__row" data-tag-id={f.id}>
              <td className="govuk-table__cell">{TAG_KINDS[f.kind]}</td>
              <td className="govuk-table__cell">
                {error ? (
                  <p className="govuk-error-message">
                    <span className="govuk-visually-hidden">Error:</span> {error}
                  </p>
                ) : null}
                {f.text}
                <TagHiddenFields field={f} />
              </td>
              <td className="govuk-table__cell">
                <button
                  type="submit"
                  name={INTENT_FIELD}
                  value={`remove-${f.id}`}
                  className="govuk-button govuk-button--warning govuk-!-margin-bottom-0"
                  onClick={
                    onRemove
                      ? (e) => {
                          e.preventDefault();
                          onRemove(f.id);
                        }
                      : undefined
                  }
                >
                  Remove<span className="govuk-visually-hidden"> the tag ‘{f.text}’</span>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const POSITION_FIELDS = [
  { key: "first", label: "Or: first character" },
  { key: "last", label: "Last character" },
] as const;

function NewTagFieldset({ errors, newTag }: { errors: readonly FieldError[]; newTag: NewTagInput | null }) {
  return (
    <fieldset className="govuk-fieldset app-new-tag" aria-describedby="new-tag-hint">
      <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">Tag part of the text</legend>
      <div id="new-tag-hint" className="govuk-hint">
        Give the text to tag as it is written in the notice, or the numbers of its first and last characters
        counting from 1 (spaces and line breaks count).
      </div>
      <SelectField
        name={NEW_TAG_FIELDS.kind}
        label="What the text is"
        options={TAG_KIND_OPTIONS}
        value={newTag?.kind}
        errors={errors}
      />
      <TextField
        name={NEW_TAG_FIELDS.quote}
        label="Text to tag"
        hint="It must appear only once in the notice text."
        value={newTag?.quote}
        errors={errors}
      />
      {POSITION_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          name={NEW_TAG_FIELDS[key]}
          label={label}
          width="govuk-input--width-5"
          value={newTag?.[key]}
          errors={errors}
          constraints={{ inputMode: "numeric" }}
        />
      ))}
      <button type="submit" name={INTENT_FIELD} value="tag" className="govuk-button govuk-button--secondary">
        Tag
      </button>
    </fieldset>
  );
}
