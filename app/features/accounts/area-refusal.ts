/**
 * What the error page of a guarded area's refusal (403, 404) carries, and of a form sent where none is taken
 * (405, method-refusal.server.ts). The area guards are route middleware, and when middleware refuses a request
 * — or an action does — React Router runs no loader at all, not even the root's: the error page would draw the
 * header of a signed-out visitor for the signed-in person it refuses. So the refusal brings that person along
 * (or null: nobody is signed in), and the root error page uses it when the root loader's data is missing.
 */
import type { UserSummary } from "./current-user.ts";

export interface AreaRefusal {
  kind: "area-refusal";
  /** Shown on the error page (403, 405), or null for its standard text (404). */
  explanation: string | null;
  user: UserSummary | null;
}

export function isAreaRefusal(value: unknown): value is AreaRefusal {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "area-refusal";
}
