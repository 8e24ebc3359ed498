/**
 * Who may read the development outbox. It holds every e-mail the site wrote instead of sending, reset and
 * invitation links included, so reading it is taking over accounts: only signed-in staff, and only while
 * mail goes to the outbox (no SMTP_URL). Everyone else gets the same 404 as a site without an outbox, so
 * its existence is not given away (ADR 007).
 */
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.ts";
import { currentUserContext } from "../accounts/current-user.ts";
import { hasCapability } from "../accounts/permissions.ts";

/** The outbox folder when this request may read it, otherwise null (answer 404). */
export function readableOutboxDir(context: Readonly<RouterContextProvider>): string | null {
  const { outboxDir } = context.get(appContext);
  if (!outboxDir) return null;
  return hasCapability(context.get(currentUserContext), "read-outbox") ? outboxDir : null;
}
