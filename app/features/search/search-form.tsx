/**
 * The search form (spec §2 "Search form"): collapsible sections, notice-type groups per category with
 * sub-groups and checkboxes, the edition group, dates, repeating location blocks, "clear all", free text
 * and the update-results button. A plain GET form: the URL is the state, and it works without JavaScript.
 * With JavaScript, the form's change listener applies the spec's ticking rules and the button waits for a change.
 */

import { lazy, useEffect, useRef, useState } from "react";
import { href } from "react-router";
import { StaticPart } from "../../components/static-markup.tsx";
import { Autocomplete } from "../../components/ui/autocomplete.tsx";
import type { ServiceId } from "../taxonomy/taxonomy.ts";
import { applyTick, type TickTarget, tickKey } from "./notice-type-ticks.ts";
import type { SearchFormFieldsProps } from "./search-form-fields.tsx";
import {
  DATE_RANGE_FIELDS,
  DISTANCES_MILES,
  MAX_LOCATIONS,
  type SearchProblem,
  type SearchQuery,
} from "./search-query.ts";

export interface SearchFormProps {
  action: string;
  service: ServiceId;
  editionScope: string | null;
  query: SearchQuery;
  entered: Record<string, string>;
  problems: SearchProblem[];
  locationCount: number;
}

// The boxes: the server renders them at once, from the module it loaded when it started; the browser keeps
// what the server drew (StaticPart) and fetches the module only to draw other boxes, after a navigation in the
// browser. No static import: it would put the module, and the taxonomy, in every results page's scripts
// (import.meta.env.SSR is false in the browser's build, where the first line goes).
const ServerNoticeTypeGroups = import.meta.env.SSR
  ? (await import("./notice-type-groups.tsx")).NoticeTypeGroups
  : null;
const LazyNoticeTypeGroups = lazy(() =>
  import("./notice-type-groups.tsx").then((m) => ({ default: m.NoticeTypeGroups })),
);

// The plain fields (words, edition, dates, order, the error messages) likewise: the browser keeps what the
// server drew, and fetches their module only to draw them after a navigation in the browser.
const ServerSearchFormFields = import.meta.env.SSR
  ? (await import("./search-form-fields.tsx")).SearchFormFields
  : null;
const LazySearchFormFields = lazy(() =>
  import("./search-form-fields.tsx").then((m) => ({ default: m.SearchFormFields })),
);

/** One part of the plain fields, kept as the server drew it; its key is everything it shows. */
function PlainFields(props: SearchFormFieldsProps) {
  return (
    <StaticPart cacheKey={`search-fields:${JSON.stringify(props)}`} shared={false}>
      {ServerSearchFormFields ? <ServerSearchFormFields {...props} /> : <LazySearchFormFields {...props} />}
    </StaticPart>
  );
}

const problemsOf = (problems: SearchProblem[], fields: readonly string[]) =>
  problems.filter((p) => fields.includes(p.field));

const DATE_FIELDS = DATE_RANGE_FIELDS.flat();

/**
 * What a notice-type box stands for, read from the box itself (its name, value and group), so the page
 * carries no per-box data: 208 boxes of JSON were a fifth of the results page.
 */
function tickTargetOf(box: HTMLInputElement): TickTarget | null {
  const group = box.closest<HTMLElement>("[data-group]")?.dataset.group;
  if (!group) return null;
  if (box.name === "categorycode") return { kind: "show-all", group };
  if (box.name === "noticetypes") return { kind: "type", group, code: box.value };
  return "none" in box.dataset ? { kind: "show-none", group } : null;
}

export function SearchForm({
  action,
  service,
  editionScope,
  query,
  entered,
  problems,
  locationCount,
}: SearchFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [changed, setChanged] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  // Sorted, so the same ticks in another order are the same static part.
  const tickedList = [...query.noticeTypes, ...query.categoryCodes.map((c) => `category:${c}`)].sort();

  useEffect(() => setEnhanced(true), []);

  // The spec's ticking rules run on the checkboxes themselves, so the GET form submits what is shown. A
  // listener of the form's own: the boxes the server drew are kept as HTML (StaticPart), outside React's
  // change events.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onChange = (event: Event) => {
      setChanged(true);
      const input = event.target as HTMLInputElement;
      const target = input.type === "checkbox" ? tickTargetOf(input) : null;
      if (!target) return;
      const boxes = [...form.querySelectorAll<HTMLInputElement>("[data-group] input[type=checkbox]")];
      const targets = boxes.map((b) => tickTargetOf(b)!);
      const state = new Map(boxes.map((b, i) => [tickKey(targets[i]!), b.checked]));
      const next = applyTick(state, target, input.checked, targets);
      boxes.forEach((b, i) => {
        b.checked = next.get(tickKey(targets[i]!)) ?? false;
      });
      for (const d of form.querySelectorAll<HTMLElement>("[data-subgroup]")) {
        d.classList.toggle("app-subgroup--completed", !!d.querySelector("input[name=noticetypes]:checked"));
      }
    };
    form.addEventListener("change", onChange);
    return () => form.removeEventListener("change", onChange);
  }, []);

  return (
    <form
      method="get"
      action={action}
      ref={formRef}
      onInput={() => setChanged(true)}
      className="app-search-form"
      noValidate
    >
      <h2 className="govuk-heading-m">Search notices</h2>
      <a className="govuk-link govuk-body-s app-clear-all" href={action} onClick={() => setChanged(true)}>
        Clear all
      </a>
      <PlainFields part="text" text={entered.text ?? ""} problems={problemsOf(problems, ["text"])} />

      <details className="app-search-section" open>
        <summary className="app-search-section__summary">Notice type</summary>
        <PlainFields
          part="errors"
          fields={["noticetypes", "categorycode"]}
          problems={problemsOf(problems, ["noticetypes", "categorycode"])}
        />
        <StaticPart cacheKey={`notice-types:${service}:${tickedList.join(",")}`}>
          {ServerNoticeTypeGroups ? (
            <ServerNoticeTypeGroups service={service} ticked={tickedList} />
          ) : (
            <LazyNoticeTypeGroups service={service} ticked={tickedList} />
          )}
        </StaticPart>
      </details>

      <PlainFields
        part="edition-and-dates"
        editions={editionScope ? null : query.editions}
        deceasedDates={service === "wills-and-probate" || query.noticeTypes.includes("2903")}
        entered={Object.fromEntries(DATE_FIELDS.flatMap((f) => (entered[f] ? [[f, entered[f]]] : [])))}
        problems={problemsOf(problems, DATE_FIELDS)}
      />

      <details
        className="app-search-section"
        // A postcode that was not understood leaves no location in the query: open it to show the error.
        open={
          query.locations.length > 0 ||
          locationCount > 1 ||
          problems.some((p) => p.field.startsWith("location-"))
        }
      >
        <summary className="app-search-section__summary">Location</summary>
        {Array.from({ length: locationCount }, (_, i) => i + 1).map((n) => (
          <fieldset className="govuk-fieldset app-location-block" key={n}>
            <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">Location {n}</legend>
            <PlainFields
              part="errors"
              fields={[`location-postcode-${n}`]}
              problems={problemsOf(problems, [`location-postcode-${n}`])}
            />
            <div className="govuk-form-group">
              <label className="govuk-label" htmlFor={`location-postcode-${n}`}>
                Postcode or postcode district
              </label>
              <input
                className="govuk-input govuk-input--width-10"
                id={`location-postcode-${n}`}
                name={`location-postcode-${n}`}
                defaultValue={entered[`location-postcode-${n}`] ?? ""}
                autoComplete="postal-code"
                maxLength={12}
              />
            </div>
            <div className="govuk-form-group">
              <label className="govuk-label" htmlFor={`location-distance-${n}`}>
                Distance
              </label>
              <select
                className="govuk-select"
                id={`location-distance-${n}`}
                name={`location-distance-${n}`}
                defaultValue={entered[`location-distance-${n}`] || "10"}
              >
                {DISTANCES_MILES.map((d) => (
                  <option key={d} value={d}>
                    {d} {d === 1 ? "mile" : "miles"}
                  </option>
                ))}
              </select>
            </div>
            <Autocomplete
              endpoint={href("/services/local-authorities/data.json")}
              id={`location-local-authority-${n}`}
              name={`location-local-authority-${n}`}
              label="Or a local authority"
              defaultValue={entered[`location-local-authority-${n}`] ?? ""}
              widthClassName="govuk-!-width-full"
            />
          </fieldset>
        ))}
        <input type="hidden" name="numberOfLocationSearches" value={locationCount} />
        {locationCount < MAX_LOCATIONS ? (
          <button
            type="submit"
            className="govuk-button govuk-button--secondary"
            name="numberOfLocationSearches"
            value={locationCount + 1}
          >
            Add another location
          </button>
        ) : null}
      </details>

      <PlainFields part="sort" sort={query.sort} relevance={Boolean(query.text)} />
      <button
        type="submit"
        className="govuk-button"
        data-module="govuk-button"
        disabled={enhanced && !changed}
      >
        Update results
      </button>
    </form>
  );
}
