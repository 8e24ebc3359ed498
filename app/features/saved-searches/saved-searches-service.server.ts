/**
 * Saved searches: what may be saved (a search page and its canonical query), the per-person limit, names,
 * renaming and alert settings. Routes call this; SQL stays in the repository.
 */
import type { Database } from "../../db/client.server.ts";
import { hashToken } from "../accounts/session.server.ts";
import { todayInLondon } from "../publications/publication-calendar.ts";
import { type SearchScope, searchScope } from "../search/search-page-service.server.ts";
import { parseSearchParams, type SearchQuery, toSearchParams } from "../search/search-query.ts";
import { describeSearch, MAX_SAVED_SEARCHES, savedSearchName, shortenName } from "./saved-search-name.ts";
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  findSavedSearchByUnsubscribeHash,
  insertSavedSearch,
  listSavedSearches,
  type SavedSearch,
  unsubscribeByHash,
  updateSavedSearch,
} from "./saved-searches-repository.server.ts";
import type { AlertFrequency } from "./search-alert-schedule.ts";

export const SAVED_SEARCH_LIMIT_MESSAGE = `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one you no longer need, then try again.`;

export interface ResolvedSearch {
  scope: SearchScope;
  query: SearchQuery;
  /** Canonical query string without results-page. */
  queryString: string;
}

/** A search page path (`/insolvency/notice`, `/all-notices/london/notice`) and its query, or null. */
export function resolveSavedSearch(path: string, queryString: string): ResolvedSearch | null {
  const m = /^\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?\/notice$/.exec(path);
  if (!m) return null;
  const scope = searchScope(m[1], m[2]);
  if (!scope) return null;
  const parsed = parseSearchParams(
    new URLSearchParams(queryString.replace(/^\?/, "")),
    { service: scope.service, editionScope: scope.editionScope },
    todayInLondon(),
  );
  return { scope, query: parsed.query, queryString: toSearchParams(parsed.query, { page: 1 }).toString() };
}

/** The search page of a saved search, and its public Atom feed (the same query). */
export function savedSearchLinks(s: { path: string; query: string }): { run: string; feed: string } {
  const qs = s.query ? `?${s.query}` : "";
  return { run: `${s.path}${qs}`, feed: `${s.path}/data.feed${qs}` };
}

export type SaveSearchResult =
  | { ok: true; id: number; name: string }
  | { ok: false; reason: "invalid-search" | "limit" | "name"; message: string };

export async function saveSearch(
  db: Database,
  userId: number,
  input: { path: string; query: string; name?: string },
): Promise<SaveSearchResult> {
  const resolved = resolveSavedSearch(input.path, input.query);
  if (!resolved) return { ok: false, reason: "invalid-search", message: "This search cannot be saved." };
  let name = describeSearch(resolved.scope.title, resolved.query);
  if (input.name?.trim()) {
    const checked = savedSearchName.safeParse(input.name);
    if (!checked.success)
      return { ok: false, reason: "name", message: checked.error.issues[0]?.message ?? "" };
    name = checked.data;
  }
  const id = await insertSavedSearch(
    db,
    { userId, name: shortenName(name), path: resolved.scope.basePath, query: resolved.queryString },
    MAX_SAVED_SEARCHES,
  );
  if (id === null) return { ok: false, reason: "limit", message: SAVED_SEARCH_LIMIT_MESSAGE };
  return { ok: true, id, name };
}

export function renameSavedSearch(db: Database, userId: number, id: number, name: string): Promise<boolean> {
  return updateSavedSearch(db, userId, id, { name });
}

/**
 * Turning alerts on starts counting from now: the first e-mail lists notices published after this moment,
 * not the whole history of the search. Switching between daily and weekly keeps the count going.
 */
export async function setAlertFrequency(
  db: Database,
  userId: number,
  id: number,
  frequency: AlertFrequency,
  now = new Date(),
): Promise<boolean> {
  const current = await findSavedSearch(db, userId, id);
  if (!current) return false;
  if (frequency === "none")
    return updateSavedSearch(db, userId, id, { alertFrequency: "none", unsubscribeTokenHash: null });
  const wasOff = current.alertFrequency !== "daily" && current.alertFrequency !== "weekly";
  return updateSavedSearch(
    db,
    userId,
    id,
    wasOff ? { alertFrequency: frequency, alertCheckedAt: now } : { alertFrequency: frequency },
  );
}

/** The saved search an alert e-mail's unsubscribe link names, while the link still works. */
export function findSearchToUnsubscribe(db: Database, token: string): Promise<SavedSearch | null> {
  return findSavedSearchByUnsubscribeHash(db, hashToken(token));
}

/** One click turns the search's alerts off (the search stays saved); the link stops working at once. */
export function unsubscribeFromAlerts(db: Database, token: string): Promise<SavedSearch | null> {
  return unsubscribeByHash(db, hashToken(token));
}

export { countSavedSearches, deleteSavedSearch, findSavedSearch, listSavedSearches, type SavedSearch };
