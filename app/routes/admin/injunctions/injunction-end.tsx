import { Form, href, Link } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { injunctionId } from "../../../features/injunctions/injunction-params.server.ts";
import { injunctionDates } from "../../../features/injunctions/injunction-summary.tsx";
import { endInjunction, findInjunction } from "../../../features/injunctions/injunctions-service.server.ts";
import type { Route } from "./+types/injunction-end";

export const meta: Route.MetaFunction = () => [{ title: "End the court injunction - The Gazette" }];

/**
 * `/admin/injunctions/{id}/end`: the confirmation before an injunction is ended (from then on it stops
 * nothing, and it can no longer be changed). An injunction already ended is answered 409 with the reason.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  return findInjunction(context.get(appContext).db, signedInUser(context), injunctionId(params));
}

export async function action({ context, params }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  const id = injunctionId(params);
  await endInjunction(db, signedInUser(context), id);
  return redirectWithFlash(
    href("/admin/injunctions/:id", { id: String(id) }),
    "The court injunction has been ended.",
    {
      secure: secureCookies,
    },
  );
}

export default function EndInjunctionPage({ loaderData: injunction }: Route.ComponentProps) {
  const back = href("/admin/injunctions/:id", { id: String(injunction.id) });
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Link className="govuk-back-link" to={back}>
          Back
        </Link>
        {injunction.endedAt ? (
          <>
            <h1 className="govuk-heading-l">This injunction has already been ended</h1>
            <p className="govuk-body">
              <Link className="govuk-link" to={back}>
                Go back to the injunction
              </Link>
            </p>
          </>
        ) : (
          <>
            <h1 className="govuk-heading-l">
              End the court injunction against company {injunction.companyNumber}?
            </h1>
            <p className="govuk-body">
              It runs from {injunctionDates(injunction)}. Once ended it stops nothing: petitions to wind up
              this company can be submitted and approved again. It cannot be changed afterwards.
            </p>
            <Form method="post">
              <CsrfInput />
              <div className="govuk-button-group">
                <button
                  type="submit"
                  className="govuk-button govuk-button--warning"
                  data-module="govuk-button"
                >
                  Yes, end the injunction
                </button>
                <Link className="govuk-link" to={back}>
                  No, keep it
                </Link>
              </div>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
