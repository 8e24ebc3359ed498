/**
 * What a notice type's web form is (issue 12 point 2, ADR 016 "Web forms"): sections of question pages,
 * as a GOV.UK task list shows them, each page a few fields read by its own zod schema (the forms module's
 * field schemas, so the messages are the spec's), and the notice type's structured data built from the
 * answers. A draft keeps its answers in `notices.data` as a part of that structured data, so a draft
 * resumes where it was left, and a finished notice's data is exactly what its published record holds.
 * Pure: the pages, the service and the tests read the same definitions.
 */
import type { z } from "zod";
import { date } from "../../../lib/forms/field-schemas.ts";
import type { FormValues } from "../../../lib/forms/parse-form.ts";

/** Structured data as a draft holds it: any part of the notice type's data. */
export type DraftData = Record<string, unknown>;

/** What a page's rules depend on: today in London and the earliest day the notice may be published. */
export interface FormContext {
  today: string;
  /** ISO date: the notice's earliest publication date if chosen, else the next issue's day. */
  publicationDay: string;
  editionId: string;
}

export interface FieldOptionSpec {
  value: string;
  label: string;
}

/** How one field of a page is drawn; the schema says what it requires. */
export interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  /** `radios` for a few choices (GOV.UK radios in their own fieldset), `select` for a long list. */
  kind: "text" | "textarea" | "date" | "select" | "radios";
  width?: string;
  autoComplete?: string;
  options?: readonly FieldOptionSpec[];
  /** Labelled as required though its schema lets it be empty (one of two ways of answering is needed). */
  required?: boolean;
}

/** Fields drawn together: a fieldset with a legend (an address, a date of death). */
export interface FieldGroupSpec {
  legend: string;
  hint?: string;
  fields: readonly FieldSpec[];
  /** An address group gets the address finder (postcode lookup), which fills these fields. */
  addressFinder?: { name: string; line1: string; line2: string; city: string; postcode: string };
}

/** A question page, or (with `collection`) the page that adds or changes one item of a list. */
export interface QuestionPage {
  /** Its address: `/my-gazette/draft/{id}/{slug}`. */
  slug: string;
  /** The question, as the page's heading. */
  title: string;
  intro?: string;
  groups: readonly FieldGroupSpec[];
  schema: (ctx: FormContext) => z.ZodObject;
  /** The answers as the fields show them (what was saved, for changing it). */
  values: (data: DraftData, ctx: FormContext, item: number) => FormValues;
  /** The draft's data with this page's checked answers in it. */
  save: (data: DraftData, answers: Record<string, unknown>, item: number) => DraftData;
  /** Is this page answered (its part of the data is there)? */
  answered: (data: DraftData, item: number) => boolean;
  /** Rows for "Check your answers". */
  summary: (data: DraftData, item: number) => readonly { key: string; value: string }[];
  /** Where in the data its answers go (`deceased.dateOfDeath`, `claimDeadline`), to link a problem to it. */
  dataKeys?: readonly string[];
  /** A list page: items 1…n of `path`, added one at a time ("Add another"). */
  collection?: {
    noun: string;
    count: (data: DraftData) => number;
    max: number;
    remove: (data: DraftData, item: number) => DraftData;
  };
}

export interface FormSection {
  id: string;
  title: string;
  pages: readonly string[];
}

export interface RenderedNotice {
  title: string;
  bodyHtml: string;
  /** The places, for the map and location search; the first is the notice's own. */
  locations: readonly { role: string; address: string; postcode: string | null }[];
  people: readonly { role: string; fullName: string }[];
  companyNumber: string | null;
}

export interface WebForm {
  code: string;
  sections: readonly FormSection[];
  pages: readonly QuestionPage[];
  /** The whole structured data, as the published record is checked. */
  dataSchema: (ctx: FormContext) => z.ZodType;
  /** The notice exactly as it will be published. */
  render: (data: DraftData, editionId: string) => RenderedNotice;
}

export function pageOf(form: WebForm, slug: string): QuestionPage | undefined {
  return form.pages.find((page) => page.slug === slug);
}

/** Where "Save and continue" goes: the next page of the page's section, or back to the task list. */
export function nextPageAfter(form: WebForm, slug: string, draftId: number): string {
  const base = `/my-gazette/draft/${draftId}`;
  const section = form.sections.find((s) => s.pages.includes(slug));
  const next = section?.pages[section.pages.indexOf(slug) + 1];
  return next ? `${base}/${next}` : base;
}

/**
 * The words of a notice form's date field for its problems, naming the date ("the date of death"): the
 * catalogue's general "Please enter a date which before the maximum date" says nothing to a solicitor.
 */
export function noticeDateMessages(what: string, { future = false }: { future?: boolean } = {}) {
  const What = what[0]!.toUpperCase() + what.slice(1);
  return {
    invalid: `Enter ${what} as a real date, day/month/year, for example 27/03/2026`,
    beforeMinimum: `Enter ${what} as a real date, day/month/year, for example 27/03/2026`,
    afterMaximum: future
      ? `${What} must be within two years from today`
      : `${What} must be today or in the past`,
    required: `Enter ${what}`,
  };
}

/**
 * A notice form's date field: the forms module's date rules (a free date, up to two years ahead, when
 * `future`), with the field's own words for each problem; `required` true, or the message for an empty one.
 */
export function noticeDate(
  what: string,
  { today, future = false, required }: { today: string; future?: boolean; required?: true | string },
) {
  const messages = noticeDateMessages(what, { future });
  return date({
    today,
    free: future,
    required: required !== undefined,
    messages: typeof required === "string" ? { ...messages, required } : messages,
  });
}
