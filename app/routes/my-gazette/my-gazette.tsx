import { href, Link } from "react-router";
import { appContext } from "../../context.ts";
import { signedInUser } from "../../features/accounts/area-guard.server.ts";
import { hasCapability, hasPermission } from "../../features/accounts/permissions.ts";
import { myGazetteOverview } from "../../features/my-gazette/my-gazette-service.server.ts";
import type { Route } from "./+types/my-gazette";

export const meta: Route.MetaFunction = () => [{ title: "My Gazette - The Gazette" }];

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const { db } = context.get(appContext);
  const overview = await myGazetteOverview(db, user);
  return {
    name: user.name,
    overview,
    links: {
      team: hasCapability(user, "manage-team") || hasCapability(user, "edit-team-users"),
      company: hasCapability(user, "manage-company"),
      approvals: hasCapability(user, "decide-approvals"),
      shop: hasCapability(user, "manage-shop"),
      placeNotice: hasPermission(user, "place-notices"),
      noticeFees: hasCapability(user, "manage-notice-fees"),
      injunctions: hasCapability(user, "manage-injunctions"),
      nextIssues: hasCapability(user, "decide-notices"),
      moderation: hasCapability(user, "decide-notices"),
    },
  };
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

export default function MyGazettePage({ loaderData }: Route.ComponentProps) {
  const { name, overview, links } = loaderData;
  const org = overview.organisation;
  const cards: { to: string; title: string; text: string; shown: boolean }[] = [
    {
      to: href("/my-gazette/place-notice"),
      title: "Place a notice",
      text: "Choose the edition and the notice type, and see what it costs",
      shown: links.placeNotice,
    },
    {
      to: href("/my-gazette/pending"),
      title: "Notices placed",
      text: "Drafts, pending, withdrawn, rejected and published notices",
      shown: true,
    },
    {
      to: href("/my-gazette/saved-notices"),
      title: "Saved notices",
      text: plural(overview.savedNotices, "saved notice", "saved notices"),
      shown: true,
    },
    {
      to: href("/my-gazette/saved-searches"),
      title: "Saved searches",
      text: plural(overview.savedSearches, "saved search", "saved searches"),
      shown: true,
    },
    {
      to: href("/my-gazette/images"),
      title: "My images",
      text: plural(overview.images ?? 0, "image", "images"),
      shown: overview.images !== null,
    },
    {
      to: href("/my-gazette/account"),
      title: "Account",
      text: "Notices placed, purchased items and payment methods",
      shown: true,
    },
    {
      to: href("/my-gazette/orders"),
      title: "Your orders",
      text: "Orders from the shop and their VAT invoices",
      shown: true,
    },
    { to: href("/my-gazette/team"), title: "Team", text: "Registered and pending users", shown: links.team },
    {
      to: href("/my-gazette/company"),
      title: "My company",
      text: "Payment, company logo and statement",
      shown: links.company,
    },
    {
      to: href("/admin/approvals"),
      title: "Approvals",
      text: "Company accounts, director claims and customisation waiting for a decision",
      shown: links.approvals,
    },
    {
      to: href("/admin/orders"),
      title: "Shop orders",
      text: "Find orders, mark them as sent and refund them",
      shown: links.shop,
    },
    {
      to: href("/admin/discount-codes"),
      title: "Discount codes",
      text: "Create and disable discount codes",
      shown: links.shop,
    },
    {
      to: href("/admin/notices"),
      title: "Notices awaiting approval",
      text: "Approve, reject or withdraw placed notices, oldest first",
      shown: links.moderation,
    },
    {
      to: href("/admin/notice-fees"),
      title: "Notice fees",
      text: "What placing each notice type costs in each edition, and fees to come",
      shown: links.noticeFees,
    },
    {
      to: href("/admin/injunctions"),
      title: "Court injunctions",
      text: "Injunctions that stop petitions to wind up a company, and their court orders",
      shown: links.injunctions,
    },
    {
      to: href("/admin/issues"),
      title: "Next issues",
      text: "Each edition's next issue and the notices it will hold; compile one now",
      shown: links.nextIssues,
    },
    {
      to: href("/admin/products"),
      title: "Products and prices",
      text: "Change products and schedule new prices",
      shown: links.shop,
    },
  ].filter((card) => card.shown);
  return (
    <>
      <span className="govuk-caption-l">My Gazette</span>
      <h1 className="govuk-heading-l" id="my-gazette-heading">
        {name}
      </h1>
      {org ? (
        <p className="govuk-body" id="my-gazette-organisation">
          {org.name}
        </p>
      ) : null}
      {org?.status === "pending" ? (
        <div className="govuk-warning-text">
          <span className="govuk-warning-text__icon" aria-hidden="true">
            !
          </span>
          <strong className="govuk-warning-text__text">
            <span className="govuk-visually-hidden">Warning</span>
            Your organisation's account is waiting for approval
          </strong>
        </div>
      ) : null}
      <ul className="govuk-list app-my-gazette-cards">
        {cards.map((card) => (
          <li key={card.to}>
            <h2 className="govuk-heading-m govuk-!-margin-bottom-1">
              <Link className="govuk-link" to={card.to}>
                {card.title}
              </Link>
            </h2>
            <p className="govuk-body">{card.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
