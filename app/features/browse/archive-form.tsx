/**
 * The archive dropdowns (spec §4): edition → year → index. Edition enables year and year enables index;
 * clearing or changing a parent resets and disables its children; the form is blocked while any of the
 * three is empty.
 *
 * Without JavaScript it is a GET form worked in steps: each submission comes back from the server with
 * the next select filled in, and the last one redirects to the volume. With JavaScript the options come
 * from the data calls (spec §7, sent with X-Requested-With) and submitting goes straight to the volume.
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import { href, useNavigate } from "react-router";
import type { EditionId } from "../publications/editions.ts";
import { ARCHIVE_FIELDS, type ArchiveSelection, volumeLabel, volumePath } from "./browse-params.ts";

export interface ArchiveFormProps {
  editions: readonly { id: EditionId; name: string }[];
  selection: ArchiveSelection;
  years: readonly string[];
  volumes: readonly string[];
  error: { field: keyof ArchiveSelection; message: string } | null;
}

const IDS = { edition: "archive-edition", year: "archive-year", index: "archive-index" } as const;

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as T;
}

export function ArchiveForm({ editions, selection, years, volumes, error }: ArchiveFormProps) {
  const navigate = useNavigate();
  const [enhanced, setEnhanced] = useState(false);
  const [edition, setEdition] = useState(selection.edition);
  const [year, setYear] = useState(selection.year);
  const [index, setIndex] = useState(selection.index);
  const [yearOptions, setYearOptions] = useState<readonly string[]>(years);
  const [volumeOptions, setVolumeOptions] = useState<readonly string[]>(volumes);
  const [status, setStatus] = useState("");
  const [loadError, setLoadError] = useState("");
  // The server's message is about the submitted values: once a choice changes it no longer applies.
  const [touched, setTouched] = useState(false);
  const yearsRequest = useRef<AbortController | null>(null);
  const volumesRequest = useRef<AbortController | null>(null);

  useEffect(() => {
    setEnhanced(true);
    return () => {
      yearsRequest.current?.abort();
      volumesRequest.current?.abort();
    };
  }, []);

  const resetIndex = () => {
    volumesRequest.current?.abort();
    setIndex("");
    setVolumeOptions([]);
  };

  const chooseEdition = (value: string) => {
    setTouched(true);
    setEdition(value);
    yearsRequest.current?.abort();
    setYear("");
    setYearOptions([]);
    resetIndex();
    setLoadError("");
    if (!value) {
      setStatus("");
      return;
    }
    const request = new AbortController();
    yearsRequest.current = request;
    setStatus("Loading years…");
    getJson<{ pubyears: string[] }>(
      `${href("/browse-publications/index-years/data.json")}?${ARCHIVE_FIELDS.edition}=${encodeURIComponent(value)}`,
      request.signal,
    )
      .then(({ pubyears }) => {
        setYearOptions(pubyears);
        setStatus(`${pubyears.length} years to choose from`);
      })
      .catch(() => {
        if (request.signal.aborted) return;
        setStatus("");
        setLoadError("Sorry, the years could not be loaded. Please try again.");
      });
  };

  const chooseYear = (value: string) => {
    setTouched(true);
    setYear(value);
    resetIndex();
    setLoadError("");
    if (!value) {
      setStatus("");
      return;
    }
    const request = new AbortController();
    volumesRequest.current = request;
    setStatus("Loading indexes…");
    const query = new URLSearchParams({ [ARCHIVE_FIELDS.edition]: edition, [ARCHIVE_FIELDS.year]: value });
    getJson<{ volumes: string[] }>(
      `${href("/browse-publications/indexes/data.json")}?${query}`,
      request.signal,
    )
      .then(({ volumes: loaded }) => {
        setVolumeOptions(loaded);
        setStatus(`${loaded.length} ${loaded.length === 1 ? "index" : "indexes"} to choose from`);
      })
      .catch(() => {
        if (request.signal.aborted) return;
        setStatus("");
        setLoadError("Sorry, the indexes could not be loaded. Please try again.");
      });
  };

  const yearDisabled = !edition || yearOptions.length === 0;
  const indexDisabled = yearDisabled || !year || volumeOptions.length === 0;
  const complete = Boolean(edition && year && index);
  // Without JavaScript the button moves the form on a step, so it is never disabled and says what it does.
  const label = enhanced || selection.year ? "Browse" : selection.edition ? "Show indexes" : "Show years";
  const shownError = touched ? null : error;

  const field = (name: keyof ArchiveSelection, text: string, children: ReactNode) => {
    const failed = shownError?.field === name;
    return (
      <div className={`govuk-form-group${failed ? " govuk-form-group--error" : ""}`}>
        <label className="govuk-label govuk-label--s" htmlFor={IDS[name]}>
          {text}
        </label>
        {failed ? (
          <p className="govuk-error-message" id={`${IDS[name]}-error`}>
            <span className="govuk-visually-hidden">Error:</span> {shownError.message}
          </p>
        ) : null}
        {children}
      </div>
    );
  };
  const describedBy = (name: keyof ArchiveSelection) =>
    shownError?.field === name ? `${IDS[name]}-error` : undefined;
  const selectClass = (name: keyof ArchiveSelection) =>
    `govuk-select${shownError?.field === name ? " govuk-select--error" : ""}`;

  return (
    <form
      method="get"
      action={href("/browse-publications")}
      className="app-archive-form"
      data-enhanced={enhanced ? "true" : undefined}
      noValidate
      onSubmit={(event) => {
        if (!enhanced) return;
        event.preventDefault();
        if (complete) navigate(volumePath(edition as EditionId, year, index));
      }}
    >
      {shownError ? (
        <div className="govuk-error-summary" data-module="govuk-error-summary">
          <div role="alert">
            <h2 className="govuk-error-summary__title">There is a problem</h2>
            <div className="govuk-error-summary__body">
              <ul className="govuk-list govuk-error-summary__list">
                <li>
                  <a href={`#${IDS[shownError.field]}`}>{shownError.message}</a>
                </li>
              </ul>
            </div>
          </div>
        </div>
      ) : null}
      {field(
        "edition",
        "Edition",
        <select
          className={selectClass("edition")}
          id={IDS.edition}
          name={ARCHIVE_FIELDS.edition}
          value={edition}
          aria-describedby={describedBy("edition")}
          onChange={(e) => chooseEdition(e.currentTarget.value)}
        >
          <option value="">Choose an edition</option>
          {editions.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>,
      )}
      {field(
        "year",
        "Year",
        <select
          className={selectClass("year")}
          id={IDS.year}
          name={ARCHIVE_FIELDS.year}
          value={year}
          disabled={yearDisabled}
          aria-describedby={describedBy("year")}
          onChange={(e) => chooseYear(e.currentTarget.value)}
        >
          <option value="">Choose a year</option>
          {yearOptions.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>,
      )}
      {field(
        "index",
        "Index",
        <select
          className={selectClass("index")}
          id={IDS.index}
          name={ARCHIVE_FIELDS.index}
          value={index}
          disabled={indexDisabled}
          aria-describedby={describedBy("index")}
          onChange={(e) => {
            setTouched(true);
            setIndex(e.currentTarget.value);
          }}
        >
          <option value="">Choose an index</option>
          {volumeOptions.map((v) => (
            <option key={v} value={v}>
              {volumeLabel(v)}
            </option>
          ))}
        </select>,
      )}
      {loadError ? <p className="govuk-error-message">{loadError}</p> : null}
      <p className="govuk-visually-hidden" role="status">
        {status}
      </p>
      <button
        type="submit"
        className="govuk-button"
        data-module="govuk-button"
        disabled={enhanced && !complete}
        aria-disabled={enhanced && !complete ? "true" : undefined}
      >
        {label}
      </button>
    </form>
  );
}
