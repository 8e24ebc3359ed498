/**
 * What forms say when an answer is refused: the spec's catalogue (§8), word for word, so every form uses
 * the same words for the same mistake. A form with a more specific message of its own passes it to the
 * field schema instead (field-schemas.ts).
 */

/** Spec §9: attachments of 25 MB or more are rejected. */
export const UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

export const MESSAGES = {
  required: "This field is required.",
  email: "Please enter a valid email address.",
  url: "Please enter a valid URL.",
  date: "Please enter a valid date.",
  number: "Please enter a valid number.",
  digits: "Please enter only digits.",
  equalTo: "Please enter the same value again.",
  telephone: "Please enter a valid telephone number.",
  postcode: "Please enter a valid postcode.",
  format: "Invalid format.",
  terms: "Please check the terms and condition.",
  fullName: "Full Name is mandatory",
  atLeastOneProduct: "Please select at least 1 product.",
  shortRequired: "Required.",
  declineReason: "Please enter the decline reason.",
  time: "Wrong time format",
} as const;

/** A text answer over its limit (GOV.UK wording: the limit, not the excess). */
export function tooLongMessage(max: number): string {
  return `Enter ${max} characters or fewer.`;
}

/** The spec's message for a file (or, before reading it, a whole upload) of this many bytes. */
export function tooBigMessage(fileName: string, bytes: number): string {
  return `${fileName} is too big (${(bytes / (1024 * 1024)).toFixed(1)}MB)! Please upload it as a ZIP archive.`;
}
