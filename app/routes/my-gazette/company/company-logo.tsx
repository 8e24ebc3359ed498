import { data, Form, href } from "react-router";
import { z } from "zod";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { FileField } from "../../../components/forms/fields.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { appContext } from "../../../context.ts";
import { getMyCompany, proposeLogo } from "../../../features/companies/company-admin-service.server.ts";
import { companyAdmin } from "../../../features/companies/company-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { IMAGE_REQUIRED_MESSAGE, imageFile } from "../../../features/images/image-file.ts";
import { isRequestTooLarge, readImage } from "../../../features/images/image-upload.server.ts";
import { formConstraints } from "../../../lib/forms/html-constraints.ts";
import { tooBigMessage } from "../../../lib/forms/messages.ts";
import { type FieldError, parseForm } from "../../../lib/forms/parse-form.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/company-logo";

/** A new logo is a file, or one of the organisation's images (then no file is needed). */
const logoSchema = z.object({ logo: imageFile({ required: false }), imageId: z.string() });
const CONSTRAINTS = formConstraints(logoSchema);

/** `/my-gazette/company/logo`: upload a logo or choose one of the organisation's images; approval follows. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = companyAdmin(context);
  const company = await getMyCompany(context.get(appContext).db, user.organisationId);
  if (!company) notFound();
  return { images: company.images, current: company.profile.logoImageId, pending: company.pendingLogo };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = companyAdmin(context);
  const { db, secureCookies } = context.get(appContext);
  const fail = (message: string, status = 400) => data({ errors: [{ field: "logo", message }] }, { status });
  if (isRequestTooLarge(request))
    return fail(tooBigMessage("The file", Number(request.headers.get("content-length"))), 413);
  const parsed = parseForm(logoSchema, await request.formData());
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const { logo, imageId } = parsed.data;
  const chosen = parseId(imageId);
  let outcome: "requested" | "unknown-image";
  if (logo) {
    const checked = await readImage(logo);
    if (!checked.ok) return fail(checked.message);
    outcome = await proposeLogo(db, user, { upload: checked.image });
  } else if (chosen !== null) {
    outcome = await proposeLogo(db, user, { imageId: chosen });
  } else return fail(IMAGE_REQUIRED_MESSAGE);
  if (outcome === "unknown-image") return fail(IMAGE_REQUIRED_MESSAGE);
  return redirectWithFlash(href("/my-gazette/company"), "Your new company logo has been sent for approval.", {
    secure: secureCookies,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Company logo - The Gazette" }];

export default function CompanyLogoPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  return (
    <>
      <BackLink backUrl={href("/my-gazette/company")} />
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">Company logo</h1>
      <p className="govuk-body">A new logo is shown once an account admin approves it.</p>
      {loaderData.pending ? (
        <p className="govuk-inset-text">A new logo is already waiting for approval.</p>
      ) : null}
      <Form method="post" encType="multipart/form-data" noValidate>
        <CsrfInput />
        <FileField
          name="logo"
          label="Upload a logo"
          hint="A PNG, JPG or GIF image."
          errors={errors}
          constraints={CONSTRAINTS.logo}
        />
        {loaderData.images.length > 0 ? (
          <div className="govuk-form-group">
            <fieldset className="govuk-fieldset">
              <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
                Or choose one of your images
              </legend>
              <div className="govuk-radios govuk-radios--small" data-module="govuk-radios">
                {loaderData.images.map((image) => (
                  <div key={image.id} className="govuk-radios__item">
                    <input
                      className="govuk-radios__input"
                      id={`imageId-${image.id}`}
                      name="imageId"
                      type="radio"
                      value={image.id}
                      defaultChecked={image.id === loaderData.current}
                    />
                    <label className="govuk-label govuk-radios__label" htmlFor={`imageId-${image.id}`}>
                      <img
                        className="app-company-logo app-company-logo--small"
                        src={href("/my-gazette/company/images/:id", { id: String(image.id) })}
                        alt=""
                      />{" "}
                      {image.fileName}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
          </div>
        ) : null}
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Send for approval
        </button>
      </Form>
    </>
  );
}
