import { data, href, Link } from "react-router";
import { SummaryList } from "../../components/ui/summary-list.tsx";
import { appContext } from "../../context.ts";
import { currentUserContext } from "../../features/accounts/current-user.ts";
import { basketOwnerForRequest } from "../../features/baskets/basket-owner.server.ts";
import { flashCookie } from "../../features/flash/flash.server.ts";
import {
  addedMessage,
  addPurchaseToBasket,
  purchasePage,
} from "../../features/issue-purchase/issue-purchase-service.server.ts";
import { purchaseSchema } from "../../features/issue-purchase/purchase-form.ts";
import { PurchaseForm } from "../../features/issue-purchase/purchase-form.tsx";
import { BASKET_PATH } from "../../features/shop/shop-addresses.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { isDomainError } from "../../lib/domain-errors.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/issue-purchase";

/** `/{edition}/issue/{number}/purchase` (spec §2 `{issue}/purchase`): 404 for an unknown issue. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = await purchasePage(db, params.edition, params.number);
  if (!page) notFound();
  return page;
}

/**
 * Adds the chosen products to the visitor's or person's basket (a visitor gets a basket cookie with the
 * redirect), then 303 to the basket with a message. Refused input is the form again with the spec's
 * messages (400), and nothing is added.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  const page = await purchasePage(db, params.edition, params.number);
  if (!page) notFound();
  const parsed = parseForm(purchaseSchema(page.products), await request.formData());
  if (!parsed.ok)
    return data({ errors: parsed.errors, values: parsed.values, problem: null }, { status: 400 });
  const user = context.get(currentUserContext);
  const { owner, setCookie } = basketOwnerForRequest(request, user, { create: true, secureCookies });
  if (!owner) throw new Error("a basket owner is always made when asked to create one");
  try {
    await addPurchaseToBasket(db, owner, page, parsed.data);
  } catch (error) {
    if (!isDomainError(error) || error.code !== "invalid-input") throw error;
    return data({ errors: [], values: parsed.values, problem: { message: error.message } }, { status: 400 });
  }
  const headers = new Headers({ Location: BASKET_PATH });
  headers.append(
    "Set-Cookie",
    flashCookie({ kind: "success", message: addedMessage(parsed.data) }, secureCookies),
  );
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return new Response(null, { status: 303, headers });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Buy issue ${loaderData.issue.number} - ${loaderData.edition.name} - The Gazette`
      : "Issue not found - The Gazette",
  },
];

export default function IssuePurchase({ loaderData, actionData }: Route.ComponentProps) {
  const { edition, issue, products } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <span className="govuk-caption-l">{edition.name}</span>
        <h1 className="govuk-heading-l">Buy a copy or certificate of issue {issue.number}</h1>
        <SummaryList
          rows={[
            {
              key: "Issue",
              value: (
                <Link
                  className="govuk-link"
                  to={href("/:edition/issue/:number", { edition: edition.id, number: String(issue.number) })}
                >
                  {issue.number}
                </Link>
              ),
            },
            { key: "Published", value: formatLongDate(issue.publishedOn) },
          ]}
        />
        <PurchaseForm
          edition={edition.id}
          issueNumber={issue.number}
          products={products}
          errors={actionData?.errors ?? []}
          values={actionData?.values}
          problem={actionData?.problem ?? null}
        />
        <p className="govuk-body">
          <Link className="govuk-link" to={href("/shop/buy-an-issue")}>
            Choose another issue
          </Link>
        </p>
      </div>
    </div>
  );
}
