import { listOutbox } from "../../features/email/outbox.server.ts";
import { readableOutboxDir } from "../../features/email/outbox-access.server.ts";
import { jsonNotFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/outbox-data";

/** The outbox as JSON (newest first, optionally `?to=`), for browser tests and tools. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const outboxDir = readableOutboxDir(context);
  if (!outboxDir) return jsonNotFound();
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  return Response.json(
    { messages: await listOutbox(outboxDir, { to }) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
