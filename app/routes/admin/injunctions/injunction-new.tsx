import { data, Form, href, Link } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { InjunctionFields } from "../../../features/injunctions/injunction-fields.tsx";
import { readInjunctionForm } from "../../../features/injunctions/injunction-form.server.ts";
import { recordInjunction } from "../../../features/injunctions/injunctions-service.server.ts";
import type { Route } from "./+types/injunction-new";

export const meta: Route.MetaFunction = () => [{ title: "Record a court injunction - The Gazette" }];

/** `/admin/injunctions/new`: the court injunction form (spec §2, §5), with its court order. */
export function loader() {
  // Nothing to load, but a loader makes client-side navigations ask the server, whose guard decides.
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, courtOrders, secureCookies } = context.get(appContext);
  const user = signedInUser(context);
  const read = await readInjunctionForm(request, { recording: true });
  if (!read.ok) return data({ errors: read.errors, values: read.values }, { status: 400 });
  const saved = await recordInjunction(db, courtOrders, user, read.input);
  if (!saved.ok) return data({ errors: [saved], values: read.values }, { status: 400 });
  return redirectWithFlash(
    href("/admin/injunctions"),
    `The court injunction against company ${read.input.companyNumber} has been recorded.`,
    { secure: secureCookies },
  );
}

export default function RecordInjunctionPage({ actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? [];
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Link className="govuk-back-link" to={href("/admin/injunctions")}>
          Court injunctions
        </Link>
        <ErrorSummary errors={errors} />
        <h1 className="govuk-heading-l">Record a court injunction</h1>
        <Form method="post" encType="multipart/form-data" noValidate>
          <CsrfInput />
          <InjunctionFields values={actionData?.values} errors={errors} recording />
          <button type="submit" className="govuk-button" data-module="govuk-button">
            Record injunction
          </button>
        </Form>
      </div>
    </div>
  );
}
