/**
 * The notice types form (issue 12 point 1): choose the edition, then the category, then the notice type,
 * each step a GET form that works without JavaScript; only what the account may place is offered, each
 * type with its fee including VAT. Choosing a type leads to its online form. Pure: the service hands in
 * what the account may place and the edition's fees.
 */
import { href } from "react-router";
import { formatPounds } from "../../lib/money.ts";
import { EDITIONS, type EditionId, parseEditionId } from "../publications/editions.ts";
import { CATEGORIES } from "../taxonomy/taxonomy.ts";
import type { NoticeType } from "../taxonomy/taxonomy-types.ts";

export const CHOICE_FIELDS = ["edition", "category", "type"] as const;
export type NoticeChoiceField = (typeof CHOICE_FIELDS)[number];

export const NOTICE_CHOICE_MESSAGES = {
  edition: "Select the edition of the Gazette to publish the notice in",
  category: "Select the category of the notice",
  type: "Select the type of notice to place",
} as const;

/** The query as sent: null for a field not sent at all, so a step not yet taken shows no error. */
export type NoticeChoiceQuery = Record<NoticeChoiceField, string | null>;

/**
 * Each step's form names itself (`step`), because a browser sends nothing for radios left unchosen: the
 * step sent without its choice is an empty answer, not a step not yet taken.
 */
export function readNoticeChoiceQuery(params: URLSearchParams): NoticeChoiceQuery {
  const step = params.get("step");
  const read = (name: NoticeChoiceField) => {
    const value = params.get(name);
    if (value === null) return step === name ? "" : null;
    return value.trim().slice(0, 40);
  };
  return { edition: read("edition"), category: read("category"), type: read("type") };
}

/** A notice type the account may place in the chosen edition, with its fee there. */
export interface OfferedType {
  type: NoticeType;
  pricePence: number;
}

export interface ChoiceOption {
  value: string;
  label: string;
  hint: string;
}

export interface NoticeTypeChoice {
  edition: EditionId | null;
  category: string | null;
  editions: ChoiceOption[];
  /** The edition's categories holding a type the account may place (empty until an edition is chosen). */
  categories: ChoiceOption[];
  /** The category's types the account may place, with their fees (empty until a category is chosen). */
  types: ChoiceOption[];
  error: { field: NoticeChoiceField; message: string } | null;
  /** Set once a type is chosen: where its online form is. */
  redirectTo: string | null;
}

export function onlineFormPath(edition: EditionId, code: string): string {
  return href("/my-gazette/place-notice/:edition/:code/online-form", { edition, code });
}

const plural = (n: number) => `${n} notice ${n === 1 ? "type" : "types"}`;

/** The edition is read first (the service fetches its fees); the rest follows from what it offers. */
export function chosenEdition(query: NoticeChoiceQuery): EditionId | null {
  return parseEditionId(query.edition);
}

export function noticeTypeChoice(
  query: NoticeChoiceQuery,
  offered: readonly OfferedType[],
): NoticeTypeChoice {
  const editions = EDITIONS.map((e) => ({ value: e.id, label: e.name, hint: "" }));
  const edition = chosenEdition(query);
  const choice: NoticeTypeChoice = {
    edition,
    category: null,
    editions,
    categories: [],
    types: [],
    error: null,
    redirectTo: null,
  };
  if (!edition) {
    if (query.edition !== null) choice.error = { field: "edition", message: NOTICE_CHOICE_MESSAGES.edition };
    return choice;
  }
  choice.categories = CATEGORIES.flatMap((category) => {
    const count = offered.filter((o) => o.type.categoryCode === category.code).length;
    return count === 0 ? [] : [{ value: category.code, label: category.name, hint: plural(count) }];
  });
  const category = choice.categories.find((c) => c.value === query.category)?.value ?? null;
  if (!category) {
    if (query.category !== null)
      choice.error = { field: "category", message: NOTICE_CHOICE_MESSAGES.category };
    return choice;
  }
  choice.category = category;
  const inCategory = offered.filter((o) => o.type.categoryCode === category);
  choice.types = inCategory.map((o) => ({
    value: o.type.code,
    label: `${o.type.name} (${o.type.code})`,
    hint: `${formatPounds(o.pricePence)} including VAT`,
  }));
  const chosen = inCategory.find((o) => o.type.code === query.type);
  if (chosen) choice.redirectTo = onlineFormPath(edition, chosen.type.code);
  else if (query.type !== null) choice.error = { field: "type", message: NOTICE_CHOICE_MESSAGES.type };
  return choice;
}
