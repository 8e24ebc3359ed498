/**
 * The filters of staff's notice fees list (/admin/notice-fees): the edition and the category, read from
 * the query through an allow-list, and the options the page's selects offer. Pure.
 */
import { EDITIONS, type EditionId, parseEditionId } from "../publications/editions.ts";
import { CATEGORIES } from "../taxonomy/taxonomy.ts";

export interface StaffFeeFilter {
  edition: EditionId;
  /** A category code, or "" for every category. */
  category: string;
}

/** The list's filters from its query: unknown values fall back to London and every category. */
export function staffFeeFilter(query: URLSearchParams): StaffFeeFilter {
  const category = query.get("category") ?? "";
  return {
    edition: parseEditionId(query.get("edition")) ?? "london",
    category: CATEGORIES.some((c) => c.code === category) ? category : "",
  };
}

export const FEE_EDITION_OPTIONS = EDITIONS.map((e) => ({ value: e.id, label: e.name }));
export const FEE_CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }));
