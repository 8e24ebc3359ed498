import { href } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { appContext } from "../../../context.ts";
import type { NextIssue } from "../../../features/issue-compilation/next-issues-service.server.ts";
import { nextIssues } from "../../../features/issue-compilation/next-issues-service.server.ts";
import { formatDateTime, formatLongDate } from "../../../lib/dates.ts";
import type { Route } from "./+types/issues";

export const meta: Route.MetaFunction = () => [{ title: "Next issues - The Gazette" }];

/** `/admin/issues`: each edition's next issue, what it will hold and when it is compiled. */
export async function loader({ context }: Route.LoaderArgs) {
  return { issues: await nextIssues(context.get(appContext).db) };
}

const WHEN: Record<NextIssue["when"], string> = {
  today: "Today's issue",
  late: "Late: its day has passed",
  ahead: "To come",
};

function HeldNotices({ issue }: { issue: NextIssue }) {
  if (issue.noticeCount === 0) return <p className="govuk-body">No notices are ready for this issue yet.</p>;
  return (
    <>
      {issue.categories.map((category) => (
        <div key={category.name} className="govuk-!-margin-bottom-4">
          <h3 className="govuk-heading-s">{category.name}</h3>
          {category.types.map((type) => (
            <div key={type.code}>
              <p className="govuk-body govuk-!-margin-bottom-1">
                {type.name} (<code>{type.code}</code>): {type.notices.length}{" "}
                {type.notices.length === 1 ? "notice" : "notices"}
              </p>
              <ul className="govuk-list govuk-list--bullet">
                {type.notices.map((n) => (
                  <li key={n.id}>
                    {n.title} <span className="govuk-hint govuk-!-display-inline">(notice {n.id})</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </>
  );
}

export default function NextIssuesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <span className="govuk-caption-l">Publishing</span>
      <h1 className="govuk-heading-l">Next issues</h1>
      <p className="govuk-body">
        Each edition's next issue is compiled at 06:00 on its publication day: its scheduled notices are
        numbered into pages, printed and published. You can compile one now instead of waiting.
      </p>
      {loaderData.issues.map((issue) => (
        <section
          key={issue.editionId}
          className="govuk-!-margin-bottom-8"
          aria-labelledby={`next-${issue.editionId}`}
          data-edition={issue.editionId}
        >
          <h2 className="govuk-heading-m" id={`next-${issue.editionId}`}>
            {issue.editionName}
          </h2>
          <SummaryList
            rows={[
              { key: "Issue", value: String(issue.number) },
              { key: "Publication date", value: formatLongDate(issue.publishedOn) },
              { key: "Status", value: WHEN[issue.when] },
              {
                key: "Compiled automatically",
                value: issue.compileTimePassed
                  ? `Its time (${formatDateTime(new Date(issue.compilesAt))}) has passed with nothing ready then: compile it now, or its notices go into the next issue`
                  : formatDateTime(new Date(issue.compilesAt)),
              },
              {
                key: "Notices",
                value: `${issue.noticeCount} ready${issue.laterCount > 0 ? `; ${issue.laterCount} waiting for a later issue` : ""}`,
              },
            ]}
          />
          <HeldNotices issue={issue} />
          {issue.noticeCount > 0 ? (
            <Button
              href={href("/admin/issues/:edition/compile", { edition: issue.editionId })}
              variant="secondary"
            >
              Compile issue {issue.number} now
            </Button>
          ) : null}
        </section>
      ))}
    </>
  );
}
