import { data, Form, href } from "react-router";
import { z } from "zod";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { FileField } from "../../../components/forms/fields.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { imageFile } from "../../../features/images/image-file.ts";
import { isRequestTooLarge, readImage } from "../../../features/images/image-upload.server.ts";
import { listImages, saveUploadedImage } from "../../../features/images/images-service.server.ts";
import { ConfirmRemoval } from "../../../features/my-gazette/confirm-removal.tsx";
import { formatLongDate } from "../../../lib/dates.ts";
import { formConstraints } from "../../../lib/forms/html-constraints.ts";
import { tooBigMessage } from "../../../lib/forms/messages.ts";
import { type FieldError, parseForm } from "../../../lib/forms/parse-form.ts";
import type { Route } from "./+types/images";

const uploadSchema = z.object({ image: imageFile() });
const CONSTRAINTS = formConstraints(uploadSchema);

export const meta: Route.MetaFunction = () => [{ title: "My images - My Gazette - The Gazette" }];

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const images = await listImages(context.get(appContext).db, user);
  return { images: images.map((i) => ({ ...i, mine: i.userId === user.id })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, secureCookies } = context.get(appContext);
  const fail = (message: string) => data({ errors: [{ field: "image", message }] }, { status: 400 });
  // Refuse an oversized upload before reading it.
  if (isRequestTooLarge(request))
    return fail(tooBigMessage("The selected file", Number(request.headers.get("content-length"))));
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail("The upload could not be read. Please try again.");
  }
  const parsed = parseForm(uploadSchema, form);
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const checked = parsed.data.image ? await readImage(parsed.data.image) : null;
  if (!checked?.ok) return fail(checked?.message ?? "");
  await saveUploadedImage(db, user, checked.image);
  return redirectWithFlash(href("/my-gazette/images"), `${checked.image.fileName} was uploaded.`, {
    secure: secureCookies,
  });
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-GB")} KB`;

export default function ImagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { images } = loaderData;
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  return (
    <>
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">My images</h1>
      <p className="govuk-body">
        Images you upload can be used in the notices you place. Your organisation's people can use them too.
      </p>
      <Form method="post" encType="multipart/form-data" noValidate className="govuk-!-margin-bottom-8">
        <CsrfInput />
        <FileField
          name="image"
          label="Upload an image"
          labelSize="m"
          hint="PNG, JPG or GIF, smaller than 25MB"
          errors={errors}
          constraints={CONSTRAINTS.image}
        />
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
                src={href("/my-gazette/images/:id", { id: String(image.id) })}
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
                    confirmUrl={href("/my-gazette/images/:id/delete", { id: String(image.id) })}
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
    </>
  );
}
