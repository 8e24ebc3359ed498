/**
 * The search form (spec §2 "Search form"): collapsible sections, notice-type groups per category with
 * sub-groups and checkboxes, the edition group, dates, repeating location blocks, "clear all", free text
 * and the update-results button. A plain GET form: the URL is the state, and it works without JavaScript.
 * With JavaScript, NoticeTypeTicking applies the spec's ticking rules and the button waits for a change.
 */

import { useEffect, useRef, useState } from "react";
import { href } from "react-router";
import { StaticPart } from "../../components/static-markup.tsx";
import { Autocomplete } from "../../components/ui/autocomplete.tsx";
import { EDITIONS } from "../publications/editions.ts";
import { CATEGORIES, NOTICE_TYPES, SECTIONS, SERVICES, type ServiceId } from "../taxonomy/taxonomy.ts";
import { applyTick, type TickTarget, tickKey } from "./notice-type-ticks.ts";
import { DISTANCES_MILES, MAX_LOCATIONS, type SearchProblem, type SearchQuery } from "./search-query.ts";

export interface SearchFormProps {
  action: string;
  service: ServiceId;
  editionScope: string | null;
  query: SearchQuery;
  entered: Record<string, string>;
  problems: SearchProblem[];
  locationCount: number;
}

function fieldError(problems: SearchProblem[], field: string) {
  const p = problems.find((x) => x.field === field);
  return p ? (
    <p className="govuk-error-message" id={`${field}-error`}>
      <span className="govuk-visually-hidden">Error:</span> {p.message}
    </p>
  ) : null;
}

function groupsFor(service: ServiceId) {
  const s = SERVICES[service];
  const codes = s.noticeCodes as readonly string[] | null;
  const cats = s.categoryCodes as readonly string[] | null;
  return CATEGORIES.filter((c) =>
    cats
      ? cats.includes(c.code)
      : codes
        ? NOTICE_TYPES.some((t) => t.categoryCode === c.code && codes.includes(t.code))
        : true,
  ).map((c) => {
    const types = NOTICE_TYPES.filter((t) => t.categoryCode === c.code && (!codes || codes.includes(t.code)));
    const sections = SECTIONS.filter((s2) => s2.categoryCode === c.code);
    const subgroups = sections.length
      ? [
          ...sections.map((sec) => ({
            id: sec.code,
            name: sec.name,
            types: types.filter((t) => t.sectionCode === sec.code),
          })),
          ...(types.some((t) => !t.sectionCode)
            ? [{ id: `${c.code}/other`, name: "Other", types: types.filter((t) => !t.sectionCode) }]
            : []),
        ].filter((g) => g.types.length)
      : [{ id: `${c.code}/all`, name: null, types }];
    return { code: c.code, name: c.name, subgroups };
  });
}

const idFor = (s: string) => s.replace(/[^a-z0-9]+/gi, "-");

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

  // The spec's ticking rules run on the checkboxes themselves, so the GET form submits what is shown.
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    setChanged(true);
    const input = event.target as HTMLInputElement;
    const target = input.type === "checkbox" ? tickTargetOf(input) : null;
    if (!target || !formRef.current) return;
    const form = formRef.current;
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

  return (
    <form
      method="get"
      action={action}
      ref={formRef}
      onChange={onChange}
      onInput={() => setChanged(true)}
      className="app-search-form"
      noValidate
    >
      <h2 className="govuk-heading-m">Search notices</h2>
      <a className="govuk-link govuk-body-s app-clear-all" href={action} onClick={() => setChanged(true)}>
        Clear all
      </a>
      <div
        className={`govuk-form-group${problems.some((p) => p.field === "text") ? " govuk-form-group--error" : ""}`}
      >
        <label className="govuk-label govuk-label--s" htmlFor="search-text">
          Search for words
        </label>
        <div className="govuk-hint" id="search-text-hint">
          Use quotes for a phrase and a minus sign to leave a word out, e.g. "winding up" -members
        </div>
        {fieldError(problems, "text")}
        <input
          className="govuk-input"
          id="search-text"
          name="text"
          type="search"
          defaultValue={entered.text ?? ""}
          aria-describedby="search-text-hint"
          maxLength={500}
        />
      </div>

      <details className="app-search-section" open>
        <summary className="app-search-section__summary">Notice type</summary>
        {fieldError(problems, "noticetypes")}
        {fieldError(problems, "categorycode")}
        <StaticPart cacheKey={`notice-types:${service}:${enhanced}:${tickedList.join(",")}`}>
          <NoticeTypeGroups service={service} ticked={tickedList} enhanced={enhanced} />
        </StaticPart>
      </details>

      {editionScope ? null : (
        <details className="app-search-section" open>
          <summary className="app-search-section__summary">Edition</summary>
          <fieldset className="govuk-fieldset">
            <legend className="govuk-visually-hidden">Edition</legend>
            <div className="govuk-checkboxes govuk-checkboxes--small">
              {EDITIONS.map((e) => (
                <div className="govuk-checkboxes__item" key={e.id}>
                  <input
                    className="govuk-checkboxes__input"
                    id={`edition-${e.id}`}
                    name="edition"
                    type="checkbox"
                    value={e.id}
                    defaultChecked={query.editions.includes(e.id)}
                  />
                  <label className="govuk-label govuk-checkboxes__label" htmlFor={`edition-${e.id}`}>
                    {e.name}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        </details>
      )}

      <details className="app-search-section" open>
        <summary className="app-search-section__summary">Date</summary>
        <DateRangeFields
          legend="Publication date"
          fromName="start-publish-date"
          toName="end-publish-date"
          entered={entered}
          problems={problems}
        />
        {service === "wills-and-probate" || query.noticeTypes.includes("2903") ? (
          <>
            <DateRangeFields
              legend="Date of death"
              fromName="start-date-of-death"
              toName="end-date-of-death"
              entered={entered}
              problems={problems}
            />
            <DateRangeFields
              legend="Claim expiry date"
              fromName="start-claim-expiry-date"
              toName="end-claim-expiry-date"
              entered={entered}
              problems={problems}
            />
          </>
        ) : null}
      </details>

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
            {fieldError(problems, `location-postcode-${n}`)}
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

      <div className="govuk-form-group">
        <label className="govuk-label govuk-label--s" htmlFor="sort-by">
          Sort by
        </label>
        <select className="govuk-select" id="sort-by" name="sort-by" defaultValue={query.sort}>
          <option value="latest-date">Newest first</option>
          <option value="oldest-date">Oldest first</option>
          {query.text ? <option value="relevance">Relevance</option> : null}
        </select>
      </div>
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

/**
 * The notice-type groups: ~200 boxes that are the same for every visitor with the same service and ticks,
 * so the server renders them once for each (StaticPart). Pure: no hooks, no context.
 */
function NoticeTypeGroups({
  service,
  ticked: tickedList,
  enhanced,
}: {
  service: ServiceId;
  ticked: string[];
  enhanced: boolean;
}) {
  const groups = groupsFor(service);
  const ticked = new Set(tickedList);
  return (
    <>
      {groups.map((g) => {
        const anyTicked =
          ticked.has(`category:${g.code}`) ||
          g.subgroups.some((s) => s.types.some((t) => ticked.has(t.code)));
        return (
          <details
            key={g.code}
            className="app-type-group"
            data-group={g.code}
            open={anyTicked || groups.length === 1}
          >
            <summary className="app-type-group__summary">{g.name}</summary>
            <div className="govuk-checkboxes govuk-checkboxes--small" data-module="govuk-checkboxes">
              <div className="govuk-checkboxes__item">
                <input
                  className="govuk-checkboxes__input"
                  id={`category-${g.code}`}
                  name="categorycode"
                  type="checkbox"
                  value={g.code}
                  defaultChecked={ticked.has(`category:${g.code}`)}
                />
                <label className="govuk-label govuk-checkboxes__label" htmlFor={`category-${g.code}`}>
                  {`All ${g.name.toLowerCase()} notices`}
                </label>
              </div>
              {enhanced ? (
                <div className="govuk-checkboxes__item">
                  <input
                    className="govuk-checkboxes__input"
                    id={`category-${g.code}-none`}
                    type="checkbox"
                    defaultChecked={!anyTicked}
                    data-none=""
                  />
                  <label className="govuk-label govuk-checkboxes__label" htmlFor={`category-${g.code}-none`}>
                    None of these
                  </label>
                </div>
              ) : null}
            </div>
            {g.subgroups.map((sub) => {
              const subTicked = sub.types.some((t) => ticked.has(t.code));
              const boxes = (
                <div className="govuk-checkboxes govuk-checkboxes--small" key={`${sub.id}-boxes`}>
                  {sub.types.map((t) => (
                    <div className="govuk-checkboxes__item" key={t.code}>
                      <input
                        className="govuk-checkboxes__input"
                        id={`type-${t.code}`}
                        name="noticetypes"
                        type="checkbox"
                        value={t.code}
                        defaultChecked={ticked.has(t.code)}
                      />
                      {/* Whole strings, not pieces: each piece would be its own text node and marker. */}
                      <label className="govuk-label govuk-checkboxes__label" htmlFor={`type-${t.code}`}>
                        {`${t.name} `}
                        <span className="govuk-visually-hidden">(notice code</span>
                        {` (${t.code})`}
                        <span className="govuk-visually-hidden">)</span>
                      </label>
                    </div>
                  ))}
                </div>
              );
              return sub.name ? (
                <details
                  key={sub.id}
                  className={`app-subgroup${subTicked ? " app-subgroup--completed" : ""}`}
                  data-subgroup={sub.id}
                  open={subTicked}
                >
                  <summary className="app-subgroup__summary">{sub.name}</summary>
                  {boxes}
                </details>
              ) : (
                <div key={sub.id} data-subgroup={sub.id}>
                  {boxes}
                </div>
              );
            })}
          </details>
        );
      })}
    </>
  );
}

function DateRangeFields({
  legend,
  fromName,
  toName,
  entered,
  problems,
}: {
  legend: string;
  fromName: string;
  toName: string;
  entered: Record<string, string>;
  problems: SearchProblem[];
}) {
  const hasError = problems.some((p) => p.field === fromName || p.field === toName);
  return (
    <fieldset className={`govuk-fieldset govuk-form-group${hasError ? " govuk-form-group--error" : ""}`}>
      <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{legend}</legend>
      <div className="govuk-hint">For example, 20/11/2026</div>
      {fieldError(problems, fromName)}
      {fieldError(problems, toName)}
      <div className="govuk-form-group">
        <label className="govuk-label" htmlFor={idFor(fromName)}>
          From
        </label>
        <input
          className="govuk-input govuk-input--width-10"
          id={idFor(fromName)}
          name={fromName}
          defaultValue={entered[fromName] ?? ""}
          inputMode="numeric"
        />
      </div>
      <div className="govuk-form-group">
        <label className="govuk-label" htmlFor={idFor(toName)}>
          To
        </label>
        <input
          className="govuk-input govuk-input--width-10"
          id={idFor(toName)}
          name={toName}
          defaultValue={entered[toName] ?? ""}
          inputMode="numeric"
        />
      </div>
    </fieldset>
  );
}
