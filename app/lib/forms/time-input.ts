/**
 * Spec §5 "Time input: invalid time text reverts to the previous value" (§8 'Wrong time format'): what a
 * time field holds after the person leaves it. Pure, so the browser's behaviour is tested without a page;
 * the server checks the same shape (field-schemas.ts `time24`) and answers 'Wrong time format' itself.
 */
import { TIME_24 } from "./extra-methods.ts";
import { MESSAGES } from "./messages.ts";

export const WRONG_TIME_MESSAGE = MESSAGES.time;

/** A 24-hour HH:MM (or nothing yet) stays; anything else goes back to the value it had before. */
export function timeAfterEdit(previous: string, typed: string): { value: string; wrong: boolean } {
  const value = typed.trim();
  if (value === "" || TIME_24.test(value)) return { value, wrong: false };
  const before = previous.trim();
  return { value: TIME_24.test(before) ? before : "", wrong: true };
}
