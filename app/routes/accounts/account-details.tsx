import { Form, href, useLocation } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { PersonFields } from "../../components/forms/person-fields.tsx";
import { appContext } from "../../context.ts";
import { detailsSchema } from "../../features/accounts/account-details-schema.ts";
import { findOwnAccount, saveDetails } from "../../features/accounts/account-service.server.ts";
import { signedInUser } from "../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import { type FieldError, type FormValues, parseForm } from "../../lib/forms/parse-form.ts";
import type { Route } from "./+types/account-details";

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const account = await findOwnAccount(context.get(appContext).db, user.id);
  const values: FormValues = {
    title: account?.title ?? "",
    name: account?.name ?? user.name,
    telephone: account?.telephone ?? "",
    email: account?.email ?? user.email,
  };
  return { values };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  const parsed = parseForm(detailsSchema, await request.formData());
  if (!parsed.ok) return { values: parsed.values, errors: parsed.errors };
  const outcome = await saveDetails(db, user, parsed.data, siteUrl);
  const message =
    outcome.kind === "saved"
      ? "Your changes have been made"
      : `Your changes have been made. We have sent a link to ${outcome.email}: your email address changes when you follow it.`;
  return redirectWithFlash(href("/my-gazette/account/details"), message, { secure: secureCookies });
}

export const meta: Route.MetaFunction = () => [{ title: "Your details - My Gazette - The Gazette" }];

export default function AccountDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const { key } = useLocation();
  return (
    <>
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">Your details</h1>
      {/* Each answer from the server (a redirect after saving, or errors) resets the fields to its values. */}
      <Form method="post" noValidate key={`${key}-${JSON.stringify(values)}`}>
        <CsrfInput />
        <PersonFields
          schema={detailsSchema}
          values={values}
          errors={errors}
          own
          hints={{
            telephone: "Digits and spaces, with + at the start for an international number.",
            email:
              "If you change it, we send a link to the new address. It changes when you follow the link.",
          }}
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Save changes
        </button>
      </Form>
    </>
  );
}
