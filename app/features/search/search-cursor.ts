/**
 * The `cursor` paging parameter: where a page starts in date order, as the publication instant and id of
 * the notice just before it ("after") or just after it ("before"). Reading from a key is an index seek
 * however deep the page (keyset paging), where OFFSET reads and throws away every earlier match. The
 * value is opaque to clients (base64url) and strictly checked, since it is turned into SQL parameters:
 * anything malformed decodes to null and is reported, never passed on.
 */
import { parseId } from "../../lib/ids.ts";

export interface SearchCursor {
  /** "after": the page holds the matches following the key; "before": those preceding it. */
  direction: "after" | "before";
  /** The notice's published_at to the microsecond, with its UTC offset (`2026-06-01 23:30:00.000006+00`). */
  publishedAt: string;
  id: number;
}

const MAX_CURSOR_LENGTH = 120;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(?::\d{2}){0,2})$/;

/** A calendar-valid timestamp PostgreSQL will accept: a bad month or day would be an SQL error (a 500). */
function isTimestamp(value: string): boolean {
  const m = TIMESTAMP.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

export function encodeCursor(cursor: SearchCursor): string {
  const raw = `${cursor.direction === "after" ? "a" : "b"}|${cursor.publishedAt}|${cursor.id}`;
  return btoa(raw).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** base64url to text; null when it is not base64 at all. (No Buffer: the browser bundle reads links too.) */
function fromBase64Url(value: string): string | null {
  try {
    return atob(value.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
}

export function decodeCursor(value: string): SearchCursor | null {
  if (!value || value.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const parts = fromBase64Url(value)?.split("|") ?? [];
  if (parts.length !== 3) return null;
  const [direction, publishedAt, id] = parts as [string, string, string];
  if (direction !== "a" && direction !== "b") return null;
  const rowId = parseId(id);
  if (rowId === null || !isTimestamp(publishedAt)) return null;
  return { direction: direction === "a" ? "after" : "before", publishedAt, id: rowId };
}
