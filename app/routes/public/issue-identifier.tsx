import { href, redirect } from "react-router";
import { appContext } from "../../context.ts";
import { lookupIssue } from "../../features/publications/issue-service.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/issue-identifier";

/**
 * `/id/{edition}/issue/{n}` names one issue (linked data: `publication:isInIssue`); it is described by
 * the issue's page: 303 See Other. Only a real issue is named, so `latest` is no identifier here.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const found = params.number === "latest" ? null : await lookupIssue(db, params.edition, params.number);
  if (found?.kind !== "found") notFound();
  return redirect(
    href("/:edition/issue/:number", { edition: found.issue.editionId, number: String(found.issue.number) }),
    303,
  );
}
