import { Form, useLocation } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary, fieldErrorItems } from "../../components/forms/error-summary.tsx";
import { SelectField, TextField } from "../../components/forms/fields.tsx";
import { appContext } from "../../context.ts";
import { type DetailsValues, parseDetails, TITLES } from "../../features/accounts/account-details-schema.ts";
import { findOwnAccount, saveDetails } from "../../features/accounts/account-service.server.ts";
import { requireUser } from "../../features/accounts/require-user.server.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import { MyGazetteLayout } from "../../features/my-gazette/my-gazette-layout.tsx";
import type { Route } from "./+types/account-details";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const account = await findOwnAccount(context.get(appContext).db, user.id);
  const values: DetailsValues = {
    title: account?.title ?? "",
    name: account?.name ?? user.name,
    telephone: account?.telephone ?? "",
    email: account?.email ?? user.email,
  };
  return { values };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  const parsed = parseDetails(await request.formData());
  if (!parsed.ok) return { values: parsed.values, errors: parsed.errors };
  const outcome = await saveDetails(db, user, parsed.values, siteUrl);
  const message =
    outcome.kind === "saved"
      ? "Your changes have been made"
      : `Your changes have been made. We have sent a link to ${outcome.email}: your email address changes when you follow it.`;
  return redirectWithFlash("/my-gazette/account/details", message, { secure: secureCookies });
}

export const meta: Route.MetaFunction = () => [{ title: "Your details - My Gazette - The Gazette" }];

export default function AccountDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const { key } = useLocation();
  return (
    <MyGazetteLayout>
      <ErrorSummary items={fieldErrorItems(errors, ["title", "name", "telephone", "email"])} />
      <h1 className="govuk-heading-l">Your details</h1>
      {/* Each answer from the server (a redirect after saving, or errors) resets the fields to its values. */}
      <Form method="post" noValidate key={`${key}-${JSON.stringify(values)}`}>
        <CsrfInput />
        <SelectField
          name="title"
          label="Title (optional)"
          placeholder="Choose a title"
          value={values.title}
          error={errors.title}
          options={TITLES.map((t) => ({ value: t, label: t }))}
        />
        <TextField
          name="name"
          label="Full name"
          value={values.name}
          error={errors.name}
          autoComplete="name"
          width="govuk-!-width-two-thirds"
        />
        <TextField
          name="telephone"
          label="Telephone number (optional)"
          type="tel"
          hint="Digits and spaces, with + at the start for an international number."
          value={values.telephone}
          error={errors.telephone}
          autoComplete="tel"
          width="govuk-input--width-20"
        />
        <TextField
          name="email"
          label="Email address"
          type="email"
          hint="If you change it, we send a link to the new address. It changes when you follow the link."
          value={values.email}
          error={errors.email}
          autoComplete="email"
          width="govuk-!-width-two-thirds"
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Save changes
        </button>
      </Form>
    </MyGazetteLayout>
  );
}
