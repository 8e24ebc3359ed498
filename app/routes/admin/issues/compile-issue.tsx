import { Form, href } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { WarningText } from "../../../components/ui/warning-text.tsx";
import { appContext } from "../../../context.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import {
  compileIssueNow,
  compileNowMessage,
} from "../../../features/issue-compilation/compilation-service.server.ts";
import { nextIssueOf } from "../../../features/issue-compilation/next-issues-service.server.ts";
import { parseEditionId } from "../../../features/publications/editions.ts";
import { formatLongDate } from "../../../lib/dates.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { formRefusal, notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/compile-issue";

export const meta: Route.MetaFunction = () => [{ title: "Compile an issue now - The Gazette" }];

function editionOf(param: string | undefined) {
  const edition = parseEditionId(param);
  if (!edition) notFound();
  return edition;
}

/** `/admin/issues/{edition}/compile`: what compiling the edition's next issue now will do, to confirm. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { issue: await nextIssueOf(context.get(appContext).db, editionOf(params.edition)) };
}

/**
 * Compiles the issue the page showed (its date is sent back: if another has been compiled meanwhile, the
 * request is stale and nothing happens), prints it, and goes back to the next issues with what was done.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const edition = editionOf(params.edition);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  const date = String((await request.formData()).get("date") ?? "");
  try {
    const compiled = await compileIssueNow(db, edition, date, siteUrl);
    return redirectWithFlash(href("/admin/issues"), compileNowMessage(compiled), { secure: secureCookies });
  } catch (error) {
    if (isDomainError(error) && (error.code === "already-decided" || error.code === "invalid-input"))
      return formRefusal(error, "compile", {});
    throw error;
  }
}

export default function CompileIssuePage({ loaderData, actionData }: Route.ComponentProps) {
  const { issue } = loaderData;
  const errors = actionData?.errors ?? [];
  return (
    <>
      <BackLink fallbackUrl={href("/admin/issues")} text="Back to next issues" />
      <ErrorSummary errors={errors} />
      <span className="govuk-caption-l">{issue.editionName}</span>
      <h1 className="govuk-heading-l">Compile issue {issue.number} now</h1>
      <p className="govuk-body">
        Issue {issue.number}, dated {formatLongDate(issue.publishedOn)}, will hold {issue.noticeCount}{" "}
        {issue.noticeCount === 1 ? "notice" : "notices"}. They are published as soon as it is compiled: they
        appear in search, the feeds and the issue's PDF, and this cannot be undone.
      </p>
      {issue.when === "ahead" ? (
        <WarningText>
          This issue is dated {formatLongDate(issue.publishedOn)}, after today: its notices will be published
          now, before that date.
        </WarningText>
      ) : null}
      <Form method="post">
        <CsrfInput />
        <input type="hidden" name="date" value={issue.publishedOn} />
        <div className="govuk-button-group" id="compile">
          <Button type="submit" variant="warning" preventDoubleClick>
            Compile issue {issue.number}
          </Button>
          <a className="govuk-link" href={href("/admin/issues")}>
            Cancel
          </a>
        </div>
      </Form>
    </>
  );
}
