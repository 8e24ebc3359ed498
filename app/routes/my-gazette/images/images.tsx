import { data, Form } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { appContext } from "../../../context.ts";
import { requirePermission } from "../../../features/accounts/require-user.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import {
  checkImageUpload,
  isRequestTooLarge,
  tooBigMessage,
} from "../../../features/images/image-upload.server.ts";
import { listImages, saveUploadedImage } from "../../../features/images/images-service.server.ts";
import { ConfirmRemoval } from "../../../features/my-gazette/confirm-removal.tsx";
import { ErrorSummary } from "../../../features/my-gazette/error-summary.tsx";
import { MyGazetteLayout } from "../../../features/my-gazette/my-gazette-layout.tsx";
import { formatLongDate } from "../../../lib/dates.ts";
import type { Route } from "./+types/images";

export const meta: Route.MetaFunction = () => [{ title: "My images - My Gazette - The Gazette" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission(context, request, "manage-images");
  const images = await listImages(context.get(appContext).db, user);
  return { images: images.map((i) => ({ ...i, mine: i.userId === user.id })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "manage-images");
  const { db, secureCookies } = context.get(appContext);
  const fail = (message: string) => data({ error: message }, { status: 400 });
  // Refuse an oversized upload before reading it.
  if (isRequestTooLarge(request))
    return fail(tooBigMessage("The selected file", Number(request.headers.get("content-length"))));
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail("The upload could not be read. Please try again.");
  }
  const checked = await checkImageUpload(form.get("image"));
  if (!checked.ok) return fail(checked.message);
  await saveUploadedImage(db, user, checked.image);
  return redirectWithFlash("/my-gazette/images", `${checked.image.fileName} was uploaded.`, {
    secure: secureCookies,
  });
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-GB")} KB`;

export default function ImagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { images } = loaderData;
  const error = actionData?.error;
  return (
    <MyGazetteLayout>
      <ErrorSummary errors={error ? [{ field: "image", message: error }] : []} />
      <h1 className="govuk-heading-l">My images</h1>
      <p className="govuk-body">
        Images you upload can be used in the notices you place. Your organisation's people can use them too.
      </p>
      <Form method="post" encType="multipart/form-data" className="govuk-!-margin-bottom-8">
        <CsrfInput />
        <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
          <label className="govuk-label govuk-label--m" htmlFor="image">
            Upload an image
          </label>
          <div className="govuk-hint" id="image-hint">
            PNG, JPG or GIF, smaller than 25MB
          </div>
          {error ? (
            <p className="govuk-error-message" id="image-error">
              <span className="govuk-visually-hidden">Error:</span> {error}
            </p>
          ) : null}
          <input
            className={`govuk-file-upload${error ? " govuk-file-upload--error" : ""}`}
            id="image"
            name="image"
            type="file"
            accept="image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif"
            aria-describedby={error ? "image-hint image-error" : "image-hint"}
          />
        </div>
        <button type="submit" className="govuk-button govuk-!-margin-bottom-0">
          Upload image
        </button>
      </Form>
      <h2 className="govuk-heading-m">Your images</h2>
      {images.length === 0 ? (
        <p className="govuk-body">You have not uploaded any images yet.</p>
      ) : (
        <ul className="govuk-list app-image-list">
          {images.map((image) => (
            <li key={image.id} className="app-image-list__item">
              <img
                src={`/my-gazette/images/${image.id}`}
                alt={image.fileName}
                className="app-image-list__thumbnail"
                width={image.width ?? undefined}
                height={image.height ?? undefined}
                loading="lazy"
              />
              <div>
                <p className="govuk-body govuk-!-margin-bottom-1">
                  <strong>{image.fileName}</strong>
                </p>
                <p className="govuk-body-s govuk-!-margin-bottom-1">
                  {image.width} × {image.height} pixels · {kilobytes(image.byteSize)} · uploaded{" "}
                  {formatLongDate(image.createdAt)}
                </p>
                {image.mine ? (
                  <ConfirmRemoval
                    confirmUrl={`/my-gazette/images/${image.id}/delete`}
                    label="Delete"
                    itemName={image.fileName}
                    question="Delete this image?"
                  />
                ) : (
                  <p className="govuk-body-s">Uploaded by a colleague</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </MyGazetteLayout>
  );
}
