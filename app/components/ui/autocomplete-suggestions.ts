/** The pure parts of the autocomplete: the request address, reading the answer, what is announced. */

export interface Suggestion {
  /** What the input shows and what is submitted. */
  name: string;
  /** A code submitted beside the name (e.g. a GSS code), when the endpoint gives one. */
  code: string | null;
}

/** Spec §9: at least 3 characters, 500 ms after the last key. */
export const AUTOCOMPLETE_MIN_LENGTH = 3;
export const AUTOCOMPLETE_DELAY_MS = 500;

/** The endpoint with `term` added (the endpoint may already carry a query). */
export function suggestionUrl(endpoint: string, term: string): string {
  return `${endpoint}${endpoint.includes("?") ? "&" : "?"}term=${encodeURIComponent(term)}`;
}

/**
 * The endpoint's JSON list: `{ name, code }` objects (other spellings of the two fields accepted), or
 * plain strings. Anything else is dropped rather than shown.
 */
export function parseSuggestions(json: unknown): Suggestion[] {
  if (!Array.isArray(json)) return [];
  const out: Suggestion[] = [];
  for (const item of json) {
    if (typeof item === "string") {
      if (item.trim()) out.push({ name: item, code: null });
      continue;
    }
    if (!item || typeof item !== "object") continue;
    const record = item as Record<string, unknown>;
    const name = [record.name, record.label, record.text].find((v) => typeof v === "string" && v.trim());
    if (typeof name !== "string") continue;
    const code = [record.code, record.value, record.id].find(
      (v) => typeof v === "string" || typeof v === "number",
    );
    out.push({ name, code: code === undefined ? null : String(code) });
  }
  return out;
}

/** Spec §8, verbatim: what the live region says once results arrive. */
export function resultsAnnouncement(count: number): string {
  return count === 0
    ? "No search results."
    : `${count} results are available, use up and down arrow keys to navigate.`;
}

/** Whether a term is long enough to ask about (spaces around it do not count). */
export function isSearchable(term: string, minLength: number): boolean {
  return term.trim().length >= Math.max(1, minLength);
}
