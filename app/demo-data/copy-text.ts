/**
 * PostgreSQL's COPY text format, written by hand for the bulk load (`COPY … FROM STDIN`): one line a row,
 * fields separated by tabs, `\N` for null. Inside a field a backslash, tab, newline or carriage return is
 * escaped with a backslash; everything else, Unicode included, goes through as it is (UTF-8 on the wire).
 */

/** What a field can hold: objects are written as JSON (for jsonb columns), booleans as t/f. */
export type CopyValue = string | number | boolean | null | Record<string, unknown> | readonly unknown[];

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

function escapeText(s: string): string {
  // PostgreSQL text cannot hold a NUL character; an unnest insert refuses it too, so refuse it here
  // rather than let COPY fail on a whole batch with a less helpful message.
  if (s.includes("\0")) throw new RangeError("A COPY field cannot contain a null character (U+0000)");
  return SPECIAL.test(s) ? s.replace(SPECIAL_ALL, (c) => ESCAPES[c]!) : s;
}

/** One field: `\N` for null and undefined, the escaped text otherwise. */
export function copyField(value: CopyValue | undefined): string {
  if (value === null || value === undefined) return "\\N";
  switch (typeof value) {
    case "string":
      return escapeText(value);
    case "number":
      // String() gives the shortest text that reads back as the same double, as node-postgres sends it.
      if (!Number.isFinite(value)) throw new RangeError(`A COPY number must be finite, not ${value}`);
      return String(value);
    case "boolean":
      return value ? "t" : "f";
    default:
      return escapeText(JSON.stringify(value));
  }
}

/** One row, newline included. */
export function copyRow(values: readonly (CopyValue | undefined)[]): string {
  let line = "";
  for (let i = 0; i < values.length; i++) line += (i === 0 ? "" : "\t") + copyField(values[i]);
  return `${line}\n`;
}
