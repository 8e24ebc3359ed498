import { href, Link } from "react-router";
import { appContext } from "../../../context.ts";
import { SummaryList } from "../../../features/approvals/decision-fields.tsx";
import { getMyCompany } from "../../../features/companies/company-admin-service.server.ts";
import { companyAdmin } from "../../../features/companies/company-guard.server.ts";
import { PlacingCapacitiesSummary } from "../../../features/placement/placing-capacities-summary.tsx";
import { organisationCapacityLabels } from "../../../features/placement/placing-capacity-service.server.ts";
import { mayDeclareCapacities } from "../../../features/placement/placing-policy.ts";
import { notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/company";

const PAYMENT_LABELS: Record<string, string> = { card: "Card", account: "Account (invoice)" };

/** `/my-gazette/company`: My company, for company administrators and the account owner. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = companyAdmin(context);
  const { db } = context.get(appContext);
  const [company, capacities] = await Promise.all([
    getMyCompany(db, user.organisationId),
    organisationCapacityLabels(db, user.organisationId),
  ]);
  if (!company) notFound();
  return { ...company, capacities, canChangeCapacities: mayDeclareCapacities(user) };
}

export const meta: Route.MetaFunction = () => [{ title: "My company - The Gazette" }];

export default function MyCompanyPage({ loaderData }: Route.ComponentProps) {
  const { profile, pendingStatement, pendingLogo, creditStatus, capacities, canChangeCapacities } =
    loaderData;
  const address = [
    profile.addressLine1,
    profile.addressLine2,
    profile.locality,
    profile.county,
    profile.postcode,
    profile.country,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      <h1 className="govuk-heading-l">My company</h1>
      <h2 className="govuk-heading-m">Company details</h2>
      <SummaryList
        rows={[
          ["Name", profile.name],
          ["Registration number", profile.registrationNumber],
          ["Address", address],
          ["Telephone", profile.telephone],
          ["Website", profile.website],
        ]}
      />
      <h2 className="govuk-heading-m">Payment</h2>
      <p className="govuk-body" id="payment-method">
        Current payment method:{" "}
        <strong>{PAYMENT_LABELS[profile.paymentMethod] ?? profile.paymentMethod}</strong>
      </p>
      <p className="govuk-body">
        <Link className="govuk-link" to={href("/my-gazette/company/payment")}>
          Adjust payment
        </Link>
      </p>
      <p className="govuk-body">
        {creditStatus === "pending"
          ? "Your credit application is waiting for a decision."
          : creditStatus === "approved"
            ? "Your organisation has a credit account."
            : null}{" "}
        {creditStatus !== "approved" && creditStatus !== "pending" ? (
          <Link className="govuk-link" to={href("/my-gazette/company/credit-application")}>
            Apply for a credit account
          </Link>
        ) : null}
      </p>
      <PlacingCapacitiesSummary capacities={capacities} canChange={canChangeCapacities} />
      <h2 className="govuk-heading-m">Company logo</h2>
      {profile.logoImageId ? (
        <img
          className="app-company-logo"
          src={href("/my-gazette/company/images/:id", { id: String(profile.logoImageId) })}
          alt={`Logo of ${profile.name}`}
        />
      ) : (
        <p className="govuk-body">No logo yet.</p>
      )}
      {pendingLogo ? <p className="govuk-inset-text">A new logo is waiting for approval.</p> : null}
      <p className="govuk-body">
        <Link className="govuk-link" to={href("/my-gazette/company/logo")}>
          Change the company logo
        </Link>
      </p>
      <h2 className="govuk-heading-m">Company statement</h2>
      {profile.statement ? (
        // Sanitised by sanitiseStatement (paragraphs, bold, italic, http(s) links only).
        <div className="app-company-statement" dangerouslySetInnerHTML={{ __html: profile.statement }} />
      ) : (
        <p className="govuk-body">No statement yet.</p>
      )}
      {pendingStatement ? <p className="govuk-inset-text">A new statement is waiting for approval.</p> : null}
      <p className="govuk-body">
        <Link className="govuk-link" to={href("/my-gazette/company/statement")}>
          Edit the company statement
        </Link>
      </p>
      <h2 className="govuk-heading-m">Directors</h2>
      <p className="govuk-body">
        <Link className="govuk-link" to={href("/my-gazette/company/director-claim")}>
          Claim to be a director of a company
        </Link>
      </p>
    </>
  );
}
