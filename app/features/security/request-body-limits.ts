/**
 * How much of a request body the server reads, per route: a little for ordinary forms, and the upload limit
 * only where a route takes files. The server refuses anything larger (413) before React Router runs, and
 * the upload routes' own size checks use the same numbers.
 */

import { tooBigMessage, UPLOAD_LIMIT_BYTES } from "../../lib/forms/messages.ts";

/**
 * The body of an upload form: the file plus room for its other fields and the multipart framing, so a file
 * just under 25 MB is never refused by the transport, and one a little over gets the spec's own message
 * on the form rather than the server's refusal.
 */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_LIMIT_BYTES + 1024 * 1024;

/** Every other form: the longest text field is a few hundred characters; 64 KB leaves room for any form. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The routes whose actions read a File from a form (`:name` matches one path segment). A new upload route
 * is one line here.
 */
export const UPLOAD_ROUTES: readonly string[] = [
  "/my-gazette/images",
  "/my-gazette/company/logo",
  // A notice's supporting documents (issue 12 point 4).
  "/my-gazette/draft/:id/documents",
  // A court injunction's court order (issue 13 point 3): recording one, and changing one.
  "/admin/injunctions/new",
  "/admin/injunctions/:id",
  // Bundles of notices (issue 13 point 5).
  "/my-gazette/bundle",
];

// Route paths are letters, digits, dashes and `:params`: nothing in them needs escaping but the dot.
const uploadPatterns = UPLOAD_ROUTES.map((route) => {
  const path = route.replace(/\./g, "\\.").replace(/:[A-Za-z]+/g, "[^/]+");
  return new RegExp(`^${path}(?:\\.data)?/?$`);
});

/** The largest body this path may send (a client-side submission goes to the same path plus `.data`). */
export function bodyLimitFor(pathname: string): number {
  return uploadPatterns.some((pattern) => pattern.test(pathname))
    ? UPLOAD_BODY_LIMIT_BYTES
    : FORM_BODY_LIMIT_BYTES;
}

export function isUploadRoute(pathname: string): boolean {
  return bodyLimitFor(pathname) === UPLOAD_BODY_LIMIT_BYTES;
}

/** What the server says when it refuses a body (413) without reading it. */
export function bodyTooLargeMessage(pathname: string, declaredBytes: number | null): string {
  if (!isUploadRoute(pathname))
    return "The information you sent is too large. Go back, check what you entered and try again.";
  return declaredBytes === null
    ? `The selected file is too big! Please upload it as a ZIP archive.`
    : tooBigMessage("The selected file", declaredBytes);
}
