import { href, Link } from "react-router";
import { appContext } from "../../context.ts";
import { listApprovals } from "../../features/approvals/approvals-service.server.ts";
import type { Route } from "./+types/approvals";

/** `/admin/approvals`: everything waiting for the account admin. */
export async function loader({ context }: Route.LoaderArgs) {
  const lists = await listApprovals(context.get(appContext).db);
  const day = (d: Date) =>
    d.toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/London",
    });
  const row = (r: (typeof lists.organisations)[number], summary: string) => ({
    href: href("/admin/approvals/:id", { id: String(r.id) }),
    title: r.organisationName ?? r.userName ?? `Request ${r.id}`,
    summary,
    received: day(r.createdAt),
  });
  return {
    sections: [
      {
        id: "company-accounts",
        title: "Company accounts",
        rows: lists.organisations.map((r) =>
          row(r, r.userEmail ? `Account owner ${r.userName} (${r.userEmail})` : "New company account"),
        ),
      },
      {
        id: "director-claims",
        title: "Director claims",
        rows: lists.directorClaims.map((r) =>
          row(
            { ...r, organisationName: String(r.payload.directorName ?? r.userName ?? "") },
            `Company ${String(r.payload.companyNumber ?? "")}, claimed by ${r.userName ?? "a user"}`,
          ),
        ),
      },
      {
        id: "customisations",
        title: "Company customisation",
        rows: lists.customisations.map((r) =>
          row(r, "statement" in r.payload ? "New company statement" : "New company logo"),
        ),
      },
      {
        id: "credit-applications",
        title: "Credit applications",
        rows: lists.creditApplications.map((c) => ({
          href: href("/admin/approvals/credit-applications/:id", { id: String(c.id) }),
          title: c.organisationName,
          summary: `Applied by ${c.userName ?? "a user"}`,
          received: day(c.createdAt),
        })),
      },
    ],
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Approvals - The Gazette" }];

export default function ApprovalsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="govuk-heading-l">Approvals</h1>
      {loaderData.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="app-approvals-section">
          <h2 className="govuk-heading-m" id={section.id}>
            {section.title} ({section.rows.length})
          </h2>
          {section.rows.length === 0 ? (
            <p className="govuk-body">Nothing is waiting.</p>
          ) : (
            <ul className="govuk-list app-approvals-list">
              {section.rows.map((r) => (
                <li key={r.href}>
                  <Link className="govuk-link govuk-!-font-weight-bold" to={r.href}>
                    {r.title}
                  </Link>
                  <span className="govuk-body-s app-approvals-list__meta">
                    {" "}
                    {r.summary}. Received {r.received}.
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
