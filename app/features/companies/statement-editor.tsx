/**
 * The company statement editor (spec §2, §9): without JavaScript a textarea that accepts the limited HTML;
 * with JavaScript a small rich-text editor (bold, italic, remove format, simple link) whose HTML goes in
 * the same `statement` field. The server sanitises and checks it either way (statement-rules.ts); the
 * counter here counts like the server: text only, no spaces.
 */
import { useEffect, useRef, useState } from "react";
import type { FieldErrors } from "../../components/forms/fields.tsx";
import { errorFor } from "../../lib/forms/parse-form.ts";
import { STATEMENT_MAX_CHARACTERS } from "./statement-rules.ts";

function countText(element: HTMLElement | null): number {
  return [...(element?.textContent ?? "").replace(/\s/g, "")].length;
}

export function StatementEditor({ value, errors }: { value: string; errors: FieldErrors }) {
  const error = errorFor(errors, "statement");
  const [enhanced, setEnhanced] = useState(false);
  const [html, setHtml] = useState(value);
  const [count, setCount] = useState(0);
  const editorRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // Someone who typed in the plain textarea before the script arrived keeps it: swapping in the editor
  // would throw their words away.
  useEffect(() => {
    const typed = textareaRef.current?.value;
    if (typed === undefined || typed === textareaRef.current?.defaultValue) setEnhanced(true);
  }, []);
  useEffect(() => {
    if (!enhanced || !editorRef.current) return;
    // The value was sanitised by the server before it reached the page.
    editorRef.current.innerHTML = value;
    setCount(countText(editorRef.current));
  }, [enhanced, value]);

  const sync = () => {
    setHtml(editorRef.current?.innerHTML ?? "");
    setCount(countText(editorRef.current));
  };
  const command = (name: string, argument?: string) => {
    editorRef.current?.focus();
    document.execCommand(name, false, argument);
    sync();
  };
  const addLink = () => {
    const address = window.prompt("Link address (starting with https://)", "https://");
    if (!address || !/^https?:\/\/\S+$/i.test(address)) return;
    command("createLink", address);
  };

  const remaining = STATEMENT_MAX_CHARACTERS - count;
  const describedBy = [
    "statement-hint",
    error ? "statement-error" : null,
    enhanced ? "statement-count" : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
      <label className="govuk-label govuk-label--s" htmlFor="statement" id="statement-label">
        Company statement
      </label>
      <div id="statement-hint" className="govuk-hint">
        Up to {STATEMENT_MAX_CHARACTERS} characters (spaces and formatting are not counted). You can use bold,
        italic and links; link text must be plain English, not a web address.
        {enhanced ? null : ' Allowed HTML: <p>, <br>, <strong>, <em> and <a href="https://…">.'}
      </div>
      {error ? (
        <p id="statement-error" className="govuk-error-message">
          <span className="govuk-visually-hidden">Error:</span> {error}
        </p>
      ) : null}
      {enhanced ? (
        <div className="app-statement-editor">
          <div
            className="app-statement-editor__toolbar"
            role="toolbar"
            aria-label="Formatting"
            aria-controls="statement"
          >
            {[
              { label: "Bold", text: "B", run: () => command("bold") },
              { label: "Italic", text: "I", run: () => command("italic") },
              { label: "Remove format", text: "Clear", run: () => command("removeFormat") },
              { label: "Link", text: "Link", run: addLink },
            ].map((button) => (
              <button
                key={button.label}
                type="button"
                className="govuk-button govuk-button--secondary app-statement-editor__button"
                aria-label={button.label}
                onMouseDown={(event) => event.preventDefault()}
                onClick={button.run}
              >
                {button.text}
              </button>
            ))}
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: rich text needs contenteditable; a textarea holds plain text only */}
          <div
            ref={editorRef}
            id="statement"
            className={`govuk-textarea app-statement-editor__area${error ? " govuk-textarea--error" : ""}`}
            contentEditable
            suppressContentEditableWarning
            role="textbox"
            aria-multiline="true"
            aria-labelledby="statement-label"
            aria-describedby={describedBy}
            tabIndex={0}
            onInput={sync}
            onBlur={sync}
          />
          <input type="hidden" name="statement" value={html} />
          <p
            id="statement-count"
            className={`govuk-hint govuk-character-count__message${remaining < 0 ? " govuk-error-message" : ""}`}
            aria-live="polite"
          >
            {remaining >= 0
              ? `You have ${remaining} characters remaining`
              : `You have ${-remaining} characters too many`}
          </p>
        </div>
      ) : (
        <textarea
          className={`govuk-textarea${error ? " govuk-textarea--error" : ""}`}
          id="statement"
          name="statement"
          rows={8}
          ref={textareaRef}
          defaultValue={value}
          aria-describedby={describedBy}
        />
      )}
    </div>
  );
}
