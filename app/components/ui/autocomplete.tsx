/**
 * An autocomplete that enhances a plain GOV.UK text input (WAI-ARIA 1.2 combobox with a listbox popup).
 * The server renders only the label, hint and input, so without JavaScript it is an ordinary field that
 * its form submits. Once hydrated, typing at least `minLength` characters asks `endpoint?term=…` after
 * `delayMs` without a key (spec §9: 3 characters, 500 ms), cancelling the request before; up and down move
 * through the options, Enter picks one, Escape closes the list, and a visually hidden live region says how
 * many results there are (spec §8). A picked option fills the input with its name and, when `valueName`
 * is given, a hidden input with its code.
 */
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import {
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_MIN_LENGTH,
  isSearchable,
  parseSuggestions,
  resultsAnnouncement,
  type Suggestion,
  suggestionUrl,
} from "./autocomplete-suggestions.ts";

export type { Suggestion } from "./autocomplete-suggestions.ts";

export interface AutocompleteProps {
  /** Answers `GET endpoint?term=…` with a JSON list of `{ name, code }` (or strings). */
  endpoint?: string;
  minLength?: number;
  delayMs?: number;
  name: string;
  id: string;
  label: string;
  /** Extra classes for the label, e.g. `govuk-label--m`. */
  labelClassName?: string;
  hint?: string;
  errorMessage?: string | null;
  defaultValue?: string;
  /** Name of a hidden input that carries the picked option's code. */
  valueName?: string;
  defaultCode?: string;
  /** Width class of the field and its list (GOV.UK override classes). */
  widthClassName?: string;
  onSelect?: (suggestion: Suggestion) => void;
}

export function Autocomplete({
  endpoint,
  minLength = AUTOCOMPLETE_MIN_LENGTH,
  delayMs = AUTOCOMPLETE_DELAY_MS,
  name,
  id,
  label,
  labelClassName,
  hint,
  errorMessage,
  defaultValue = "",
  valueName,
  defaultCode = "",
  widthClassName = "govuk-!-width-two-thirds",
  onSelect,
}: AutocompleteProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [value, setValue] = useState(defaultValue);
  const [code, setCode] = useState(defaultCode);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const request = useRef<AbortController | null>(null);

  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const hintId = hint ? `${id}-hint` : null;
  const errorId = errorMessage ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  /** Stops the wait for the delay and the request in flight: their answer is no longer wanted. */
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    request.current?.abort();
    request.current = null;
  }, []);

  useEffect(() => {
    if (!endpoint) {
      // For the developer wiring the component: without an endpoint the field stays a plain input.
      console.error("No endpoint specified");
      return;
    }
    // Whatever was typed before the page hydrated is the starting value.
    if (inputRef.current) setValue(inputRef.current.value);
    setEnhanced(true);
    return cancel;
  }, [endpoint, cancel]);

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [open, active, id]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = (term: string) => {
    if (!endpoint) return;
    const controller = new AbortController();
    request.current = controller;
    fetch(suggestionUrl(endpoint, term), {
      headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" },
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((json: unknown) => {
        if (controller.signal.aborted) return;
        const found = parseSuggestions(json);
        setSuggestions(found);
        setActive(-1);
        setOpen(true);
        setAnnouncement(resultsAnnouncement(found.length));
      })
      .catch(() => {
        // An abort is a newer search taking over; a failure leaves the field as a plain input.
        if (controller.signal.aborted) return;
        setSuggestions([]);
        close();
      })
      .finally(() => {
        if (request.current === controller) request.current = null;
      });
  };

  const onChange = (text: string) => {
    setValue(text);
    // The code belonged to the picked name, which is being changed.
    setCode("");
    cancel();
    // Emptied first, so the same count for a new term is announced again.
    setAnnouncement("");
    if (!enhanced) return;
    if (!isSearchable(text, minLength)) {
      setSuggestions([]);
      close();
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      search(text.trim());
    }, delayMs);
  };

  const choose = (suggestion: Suggestion) => {
    cancel();
    setValue(suggestion.name);
    setCode(suggestion.code ?? "");
    close();
    onSelect?.(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!enhanced) return;
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(open ? (active + 1) % count : 0);
        return;
      case "ArrowUp":
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(open && active > 0 ? active - 1 : count - 1);
        return;
      case "Enter": {
        const picked = open && active >= 0 ? suggestions[active] : undefined;
        // Only a highlighted option takes the Enter key; otherwise the form is sent as usual.
        if (picked) {
          event.preventDefault();
          choose(picked);
        } else close();
        return;
      }
      case "Escape":
        if (!open) return;
        event.preventDefault();
        cancel();
        close();
        return;
      case "Tab":
        close();
        return;
    }
  };

  const expanded = enhanced && open && suggestions.length > 0;

  return (
    <div className={`govuk-form-group${errorMessage ? " govuk-form-group--error" : ""}`}>
      <label id={labelId} className={`govuk-label${labelClassName ? ` ${labelClassName}` : ""}`} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div id={hintId ?? undefined} className="govuk-hint">
          {hint}
        </div>
      ) : null}
      {errorMessage ? (
        <p id={errorId ?? undefined} className="govuk-error-message">
          <span className="govuk-visually-hidden">Error:</span> {errorMessage}
        </p>
      ) : null}
      <div className={`app-autocomplete__field ${widthClassName}`}>
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-expanded comes with role="combobox", both once enhanced */}
        <input
          ref={inputRef}
          className={`govuk-input${errorMessage ? " govuk-input--error" : ""}`}
          id={id}
          name={name}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
          spellCheck={false}
          aria-describedby={describedBy}
          // The combobox roles only once the script can keep their promises; before, a plain input (with
          // the browser's own suggestions).
          role={enhanced ? "combobox" : undefined}
          aria-autocomplete={enhanced ? "list" : undefined}
          aria-expanded={enhanced ? expanded : undefined}
          aria-controls={enhanced ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete={enhanced ? "off" : undefined}
        />
        {enhanced ? (
          <div
            id={listId}
            role="listbox"
            aria-labelledby={labelId}
            hidden={!expanded}
            className="app-autocomplete__list"
          >
            {suggestions.map((s, i) => {
              const highlighted = expanded && i === active;
              return (
                // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the input (aria-activedescendant)
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the input, as the combobox pattern wants
                <div
                  key={`${s.code ?? ""}|${s.name}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={highlighted}
                  className={`govuk-body app-autocomplete__option${highlighted ? " app-autocomplete__option--highlighted" : ""}`}
                  // Keeps the focus in the input, so the list is not closed by its blur before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(s)}
                >
                  {s.name}
                </div>
              );
            })}
          </div>
        ) : null}
        {enhanced && open && suggestions.length === 0 ? (
          <div
            className="govuk-body app-autocomplete__list app-autocomplete__empty"
            // The live region already says it to assistive technology.
            aria-hidden="true"
            data-autocomplete-empty=""
          >
            No search results.
          </div>
        ) : null}
      </div>
      {valueName ? <input type="hidden" name={valueName} value={code} /> : null}
      {enhanced ? (
        <div className="govuk-visually-hidden" aria-live="polite" aria-atomic="true" id={`${id}-status`}>
          {announcement}
        </div>
      ) : null}
    </div>
  );
}
