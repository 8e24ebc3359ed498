/**
 * A GET form of selects that depend on each other, each choice opening the next: the archive's edition →
 * year → index and the shop's edition → year → month → issue. One markup for both: the error summary
 * for the one choice the server refused, each labelled select with its error, a notice, the load error,
 * a status line for screen readers and the button.
 *
 * Without JavaScript the form is worked in steps: each submission comes back from the server with the
 * next select filled in, and the button says which step it takes (so it is never disabled). With
 * JavaScript the options are loaded as choices are made (`useStepLoads`), the button is disabled until
 * the choice is complete, and `onChosen` goes straight to the result.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { ErrorSummary } from "./error-summary.tsx";
import { LabelledGroup } from "./fields.tsx";

export interface StepSelect {
  /** The element's id, which the error summary links to. */
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  disabled: boolean;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}

export interface SteppedSelectFormProps {
  action: string;
  className: string;
  /** The page's scripts run. */
  enhanced: boolean;
  selects: readonly StepSelect[];
  /** The server's refusal: the select it is about (by id) and its message. */
  error: { id: string; message: string } | null;
  notice?: string | null;
  loadError: string;
  status: string;
  submitLabel: string;
  /** With JavaScript: every choice the result needs is made. */
  complete: boolean;
  /** With JavaScript: the button goes to the result rather than sending the form. */
  onChosen(): void;
}

function StepSelectField({ select, error }: { select: StepSelect; error: string | null }) {
  return (
    <LabelledGroup id={select.id} label={select.label} labelSize="s" error={error ?? undefined}>
      <select
        className={`govuk-select${error ? " govuk-select--error" : ""}`}
        id={select.id}
        name={select.name}
        value={select.value}
        disabled={select.disabled}
        aria-describedby={error ? `${select.id}-error` : undefined}
        onChange={(e) => select.onChange(e.currentTarget.value)}
      >
        <option value="">{select.placeholder}</option>
        {select.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledGroup>
  );
}

export function SteppedSelectForm(props: SteppedSelectFormProps): ReactNode {
  const { enhanced, complete, error } = props;
  return (
    <form
      method="get"
      action={props.action}
      className={props.className}
      data-enhanced={enhanced ? "true" : undefined}
      noValidate
      onSubmit={(event) => {
        if (!enhanced) return;
        event.preventDefault();
        if (complete) props.onChosen();
      }}
    >
      <ErrorSummary errors={error ? [{ field: error.id, message: error.message }] : []} />
      {props.selects.map((select) => (
        <StepSelectField
          key={select.id}
          select={select}
          error={error?.id === select.id ? error.message : null}
        />
      ))}
      {props.notice ? <div className="govuk-inset-text">{props.notice}</div> : null}
      {props.loadError ? <p className="govuk-error-message">{props.loadError}</p> : null}
      <p className="govuk-visually-hidden" role="status">
        {props.status}
      </p>
      <button
        type="submit"
        className="govuk-button"
        data-module="govuk-button"
        disabled={enhanced && !complete}
        aria-disabled={enhanced && !complete ? "true" : undefined}
      >
        {props.submitLabel}
      </button>
    </form>
  );
}

export interface StepLoads {
  /** For the status line: what is loading, or how many options came. */
  status: string;
  loadError: string;
  /**
   * Loads `url`'s JSON as a script asks (X-Requested-With), aborting any load still running (a newer
   * choice wins); `done` takes the answer and gives the status to show; `failed` is shown if it fails.
   */
  load<T>(url: string, text: { loading: string; failed: string }, done: (value: T) => string): void;
  /** Stops any load and clears the status and the error (a choice that loads nothing). */
  reset(): void;
}

export function useStepLoads(): StepLoads {
  const [status, setStatus] = useState("");
  const [loadError, setLoadError] = useState("");
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const reset = useCallback(() => {
    request.current?.abort();
    setStatus("");
    setLoadError("");
  }, []);

  const load = useCallback(
    <T,>(url: string, text: { loading: string; failed: string }, done: (value: T) => string) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setStatus(text.loading);
      setLoadError("");
      fetch(url, {
        headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" },
        signal: controller.signal,
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          setStatus(done((await response.json()) as T));
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setStatus("");
          setLoadError(text.failed);
        });
    },
    [],
  );

  return { status, loadError, load, reset };
}
