import { data, Form } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/fields.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { appContext } from "../../../context.ts";
import { getMyCompany, proposeLogo } from "../../../features/companies/company-admin-service.server.ts";
import { requireCompanyAdmin } from "../../../features/companies/company-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import {
  checkImageUpload,
  isRequestTooLarge,
  tooBigMessage,
} from "../../../features/images/image-upload.server.ts";
import { MyGazetteLayout } from "../../../features/my-gazette/my-gazette-layout.tsx";
import { notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/company-logo";

/** `/my-gazette/company/logo`: upload a logo or choose one of the organisation's images; approval follows. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireCompanyAdmin(context, request);
  const company = await getMyCompany(context.get(appContext).db, user.organisationId);
  if (!company) notFound();
  return { images: company.images, current: company.profile.logoImageId, pending: company.pendingLogo };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireCompanyAdmin(context, request);
  const { db, secureCookies } = context.get(appContext);
  if (isRequestTooLarge(request))
    return data(
      { error: tooBigMessage("The file", Number(request.headers.get("content-length"))) },
      { status: 413 },
    );
  const form = await request.formData();
  const chosen = String(form.get("imageId") ?? "");
  let outcome: "requested" | "unknown-image";
  if (
    /^[1-9][0-9]{0,8}$/.test(chosen) &&
    !(form.get("logo") instanceof File && (form.get("logo") as File).size > 0)
  ) {
    outcome = await proposeLogo(db, user, { imageId: Number(chosen) });
  } else {
    const checked = await checkImageUpload(form.get("logo"));
    if (!checked.ok) return data({ error: checked.message }, { status: 400 });
    outcome = await proposeLogo(db, user, { upload: checked.image });
  }
  if (outcome === "unknown-image") return data({ error: "Select an image to upload." }, { status: 400 });
  return redirectWithFlash("/my-gazette/company", "Your new company logo has been sent for approval.", {
    secure: secureCookies,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Company logo - The Gazette" }];

export default function CompanyLogoPage({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error;
  return (
    <MyGazetteLayout>
      <BackLink backUrl="/my-gazette/company" />
      <ErrorSummary errors={error ? { logo: error } : {}} order={["logo"]} />
      <h1 className="govuk-heading-l">Company logo</h1>
      <p className="govuk-body">A new logo is shown once an account admin approves it.</p>
      {loaderData.pending ? (
        <p className="govuk-inset-text">A new logo is already waiting for approval.</p>
      ) : null}
      <Form method="post" encType="multipart/form-data" noValidate>
        <CsrfInput />
        <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
          <label className="govuk-label" htmlFor="logo">
            Upload a logo
          </label>
          <div id="logo-hint" className="govuk-hint">
            A PNG, JPG or GIF image.
          </div>
          {error ? (
            <p id="logo-error" className="govuk-error-message">
              <span className="govuk-visually-hidden">Error:</span> {error}
            </p>
          ) : null}
          <input
            className={`govuk-file-upload${error ? " govuk-file-upload--error" : ""}`}
            id="logo"
            name="logo"
            type="file"
            accept="image/png,image/jpeg,image/gif"
            aria-describedby={`logo-hint${error ? " logo-error" : ""}`}
          />
        </div>
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
                        src={`/my-gazette/company/images/${image.id}`}
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
    </MyGazetteLayout>
  );
}
