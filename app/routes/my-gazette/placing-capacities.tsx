import { data, Form, href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { ChoiceField } from "../../components/forms/fields.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { appContext } from "../../context.ts";
import { signedInUser } from "../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import { CAPACITY_OPTIONS } from "../../features/placement/placing-capacities.ts";
import { placingCapacitiesForm } from "../../features/placement/placing-capacities-form.ts";
import { capacityDeclarerGuard } from "../../features/placement/placing-capacities-guard.server.ts";
import {
  declarePlacingCapacities,
  placingCapacitiesOf,
} from "../../features/placement/placing-capacity-service.server.ts";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { type FieldError, fieldList, parseForm } from "../../lib/forms/parse-form.ts";
import type { Route } from "./+types/placing-capacities";

const CONSTRAINTS = formConstraints(placingCapacitiesForm);

/** The account owner declares the organisation's capacities, an individual their own (ADR 016). */
export const middleware: Route.MiddlewareFunction[] = [capacityDeclarerGuard];

export const meta: Route.MetaFunction = () => [{ title: "Placing capacities - My Gazette - The Gazette" }];

/** `/my-gazette/placing-capacities`: in which capacities the account places notices. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return {
    capacities: await placingCapacitiesOf(context.get(appContext).db, user),
    organisation: user.organisationId === null ? null : user.organisationName,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, secureCookies } = context.get(appContext);
  const parsed = parseForm(placingCapacitiesForm, await request.formData());
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  await declarePlacingCapacities(db, user, parsed.data.capacities);
  return redirectWithFlash(
    href("/my-gazette/placing-capacities"),
    "Your placing capacities have been saved.",
    {
      secure: secureCookies,
    },
  );
}

export default function PlacingCapacitiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const ticked = actionData ? fieldList(actionData.values, "capacities") : loaderData.capacities;
  const intro = loaderData.organisation
    ? `The notice types ${loaderData.organisation} may place depend on the capacities in which it acts.`
    : "The notice types you may place depend on the capacities in which you act.";
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <BackLink backUrl={href("/my-gazette")} />
        <ErrorSummary errors={errors} />
        <span className="govuk-caption-l">My Gazette</span>
        <h1 className="govuk-heading-l">Placing capacities</h1>
        <p className="govuk-body">
          {intro} Deceased estates notices, for example, are placed by solicitors, trustees, authorised bank
          officials, or personal representatives who upload the death certificate and the grant.
        </p>
        <p className="govuk-body">
          Gazette staff see these capacities when they check your account and your notices.
        </p>
        <Form method="post" noValidate>
          <CsrfInput />
          <ChoiceField
            type="checkbox"
            name="capacities"
            legend="In which capacities do you place notices?"
            legendSize="m"
            hint="Select all that apply."
            options={CAPACITY_OPTIONS}
            values={ticked}
            errors={errors}
            constraints={CONSTRAINTS.capacities}
          />
          <button type="submit" className="govuk-button" data-module="govuk-button">
            Save placing capacities
          </button>
        </Form>
      </div>
    </div>
  );
}
