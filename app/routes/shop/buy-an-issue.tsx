import { redirect } from "react-router";
import { appContext } from "../../context.ts";
import { IssueChooser } from "../../features/issue-purchase/issue-chooser.tsx";
import { issueChooser } from "../../features/issue-purchase/issue-purchase-service.server.ts";
import type { Route } from "./+types/buy-an-issue";

/**
 * `/shop/buy-an-issue`: choose edition → year → month → issue (spec §2). Without JavaScript the form is
 * sent here after each choice; with an issue chosen this answers with a redirect to its purchase page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const chooser = await issueChooser(db, new URL(request.url).searchParams, siteUrl);
  if (chooser.kind === "redirect") throw redirect(chooser.to);
  return chooser;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.error ? "Error: " : ""}Buy a copy of an issue - The Gazette` },
];

export default function BuyAnIssue({ loaderData }: Route.ComponentProps) {
  const { editions, selection, years, months, issues, error, notice } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <span className="govuk-caption-l">Shop</span>
        <h1 className="govuk-heading-l">Buy a copy of an issue</h1>
        <p className="govuk-body">
          Order a printed copy of any issue of the Gazette, a copy of a supplement, or a certificate of an
          entry bearing a name and honour. Choose the edition, then the year, the month and the issue.
        </p>
        <IssueChooser
          // A new query (a step without JavaScript, or Back) starts from the server's state.
          key={`${selection.edition}|${selection.year}|${selection.month}|${error?.field ?? ""}`}
          editions={editions}
          selection={selection}
          years={years}
          months={months}
          issues={issues}
          error={error}
          notice={notice}
        />
      </div>
    </div>
  );
}
