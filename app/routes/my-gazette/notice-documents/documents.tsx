import { data, Form } from "react-router";
import { z } from "zod";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { FileField, SelectField } from "../../../components/forms/fields.tsx";
import { Table } from "../../../components/ui/table.tsx";
import { appContext } from "../../../context.ts";
import { UPLOAD_TYPES } from "../../../db/schema/placement-values.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { isRequestTooLarge } from "../../../features/images/image-upload.server.ts";
import {
  DOCUMENT_MESSAGES,
  documentFile,
  fileIconClass,
  fileIconText,
  formatFileSize,
} from "../../../features/notice-documents/document-file.ts";
import { DocumentsModalLink } from "../../../features/notice-documents/documents-modal-link.tsx";
import {
  documentDeletePath,
  documentDownloadPath,
  documentsChangePath,
  documentsPath,
} from "../../../features/notice-documents/notice-documents-paths.ts";
import {
  confirmNoticeDocuments,
  noticeDocumentsPage,
  uploadNoticeDocument,
} from "../../../features/notice-documents/notice-documents-service.server.ts";
import { UPLOAD_TYPE_LABELS } from "../../../features/placement/placing-capacities.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { formConstraints } from "../../../lib/forms/html-constraints.ts";
import { tooBigMessage } from "../../../lib/forms/messages.ts";
import { type FieldError, parseForm } from "../../../lib/forms/parse-form.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/documents";

/**
 * `/my-gazette/draft/{id}/documents` (issue 12 point 4): a draft's supporting documents. Upload one (its
 * type and the file), see those uploaded (name, type, size, icon by kind; each downloadable and
 * deletable), and confirm them, which disables the upload fields until "Change documents" is answered
 * yes (spec §4). The placer, or a colleague who places notices; a team viewer sees the list only.
 */

const uploadSchema = z.object({
  uploadType: z.enum(UPLOAD_TYPES, { error: DOCUMENT_MESSAGES.uploadType }),
  document: documentFile(),
});
const CONSTRAINTS = formConstraints(uploadSchema);

const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
const TYPE_OPTIONS = UPLOAD_TYPES.map((value) => ({ value, label: sentence(UPLOAD_TYPE_LABELS[value]) }));

function noticeId(params: Route.LoaderArgs["params"]): number {
  const id = parseId(params.id);
  if (id === null) notFound();
  return id;
}

export const meta: Route.MetaFunction = () => [{ title: "Supporting documents - My Gazette - The Gazette" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  return noticeDocumentsPage(context.get(appContext).db, signedInUser(context), noticeId(params));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, documents, secureCookies } = context.get(appContext);
  const id = noticeId(params);
  const refuse = (field: string, message: string, status = 400) =>
    data({ errors: [{ field, message }] as FieldError[] }, { status });
  // The server refuses bodies over the upload limit before this runs; this keeps the route safe anywhere.
  if (isRequestTooLarge(request))
    return refuse(
      "document",
      tooBigMessage("The selected file", Number(request.headers.get("content-length"))),
    );
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse("document", DOCUMENT_MESSAGES.unreadable);
  }
  try {
    if (form.get("intent") === "confirm") {
      await confirmNoticeDocuments(db, user, id);
      return redirectWithFlash(documentsPath(id), "Your documents are confirmed.", { secure: secureCookies });
    }
    const parsed = parseForm(uploadSchema, form);
    if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
    const { uploadType, document } = parsed.data;
    if (!document) return refuse("document", DOCUMENT_MESSAGES.required);
    const result = await uploadNoticeDocument(db, documents, user, {
      noticeId: id,
      uploadType,
      file: document,
    });
    if (!result.ok) return refuse("document", result.message);
    return redirectWithFlash(documentsPath(id), `${result.document.fileName} has been uploaded.`, {
      secure: secureCookies,
    });
  } catch (error) {
    // Confirmed, or no longer a draft: said against the form. Not found and forbidden stay as they are.
    if (isDomainError(error) && error.code === "conflict")
      return refuse("document", error.message, error.status);
    throw error;
  }
}

export default function DocumentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, documents, confirmed, open, mayChange } = loaderData;
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const changeable = open && mayChange && !confirmed;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {/* The draft's task list, /my-gazette/draft/{id}. */}
        <a className="govuk-back-link" href={`/my-gazette/draft/${notice.id}`}>
          Back to your draft
        </a>
        <ErrorSummary errors={errors} />
        <span className="govuk-caption-l">
          {notice.title} <span className="govuk-visually-hidden">, </span>Notice {notice.id}
        </span>
        <h1 className="govuk-heading-l">Supporting documents</h1>
        {!open ? (
          <div className="govuk-inset-text">
            This notice is no longer a draft, so its documents cannot be changed.
          </div>
        ) : !mayChange ? (
          <div className="govuk-inset-text">Only people who place notices can change these documents.</div>
        ) : null}
        {confirmed ? (
          <div className="govuk-inset-text app-documents-confirmed">
            <p className="govuk-body">Your documents are confirmed.</p>
            {open && mayChange ? (
              <DocumentsModalLink
                href={documentsChangePath(notice.id)}
                title="Change documents"
                id="documents-change"
              >
                Change documents
              </DocumentsModalLink>
            ) : null}
          </div>
        ) : null}
        {open && mayChange ? (
          <Form method="post" encType="multipart/form-data" noValidate className="govuk-!-margin-bottom-8">
            <CsrfInput />
            <fieldset className="govuk-fieldset" disabled={!changeable} aria-describedby="documents-hint">
              <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">
                <h2 className="govuk-fieldset__heading">Upload a document</h2>
              </legend>
              <p className="govuk-hint" id="documents-hint">
                A PDF, Word, Excel, PowerPoint or OpenDocument file, an image (PNG, JPG, GIF, BMP), a text
                file, or a ZIP or RAR archive, smaller than 25MB.
              </p>
              <SelectField
                name="uploadType"
                label="Type of document"
                errors={errors}
                constraints={CONSTRAINTS.uploadType}
                options={TYPE_OPTIONS}
              />
              <FileField name="document" label="File" errors={errors} constraints={CONSTRAINTS.document} />
              <button
                type="submit"
                name="intent"
                value="upload"
                className="govuk-button govuk-!-margin-bottom-0"
              >
                Upload
              </button>
            </fieldset>
          </Form>
        ) : null}
        <Table
          caption="Uploaded documents"
          captionSize="m"
          emptyText="You have not uploaded any documents yet."
          className="app-documents"
          columns={[
            { header: "File" },
            { header: "Type" },
            { header: "Size", numeric: true },
            ...(changeable ? [{ header: <span className="govuk-visually-hidden">Action</span> }] : []),
          ]}
          rows={documents.map((document) => ({
            key: document.id,
            data: { "data-document-id": document.id },
            cells: [
              <>
                <span className={fileIconClass(document.fileName)} aria-hidden="true">
                  {fileIconText(document.fileName)}
                </span>{" "}
                <a className="govuk-link" href={documentDownloadPath(notice.id, document.id)} download>
                  {document.fileName}
                </a>
              </>,
              sentence(UPLOAD_TYPE_LABELS[document.uploadType]),
              formatFileSize(document.byteSize),
              ...(changeable
                ? [
                    <DocumentsModalLink
                      key="delete"
                      href={documentDeletePath(notice.id, document.id)}
                      title="Delete uploaded file"
                      id="document-delete"
                    >
                      Delete<span className="govuk-visually-hidden"> {document.fileName}</span>
                    </DocumentsModalLink>,
                  ]
                : []),
            ],
          }))}
        />
        {changeable && documents.length > 0 ? (
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="confirm" />
            <p className="govuk-body">When you have uploaded every document, confirm them.</p>
            <button type="submit" className="govuk-button">
              Confirm documents
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
