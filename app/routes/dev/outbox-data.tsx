import { appContext } from "../../context.ts";
import { listOutbox } from "../../features/email/outbox.server.ts";
import type { Route } from "./+types/outbox-data";

/** The outbox as JSON (newest first, optionally `?to=`), for browser tests and tools. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { outboxDir } = context.get(appContext);
  if (!outboxDir) return Response.json({ error: "Not found", status: 404 }, { status: 404 });
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  return Response.json(
    { messages: await listOutbox(outboxDir, { to }) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
