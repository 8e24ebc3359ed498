import { data, Form, Link, type RouterContextProvider, redirect } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { FileField } from "../../../components/forms/fields.tsx";
import { Table } from "../../../components/ui/table.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { bundlePath, bundleStatusPath } from "../../../features/bundles/bundle-representations.ts";
import {
  BUNDLE_MESSAGES_FOR_PLACERS,
  listBundles,
  uploadBundle,
} from "../../../features/bundles/bundle-service.server.ts";
import { TEMPLATE_GUIDANCE } from "../../../features/bundles/bundle-templates.ts";
import { BUNDLE_STATUS_LABELS, wantsDataAnswer } from "../../../features/bundles/bundle-view.ts";
import { isRequestTooLarge } from "../../../features/images/image-upload.server.ts";
import { bodyMediaType, hasFormBody } from "../../../features/security/form-body.server.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { tooBigMessage } from "../../../lib/forms/messages.ts";
import type { FieldError } from "../../../lib/forms/parse-form.ts";
import type { Route } from "./+types/bundles";

/**
 * `/my-gazette/bundle` (issue 13 point 5; placement-api.md step 2): the person's bundles, newest first,
 * the upload form (Gazette submission XML, or the 2903 CSV or JSON template, which are offered for
 * download with what each column holds). POST sends a bundle: a browser goes to its status page; a
 * client asking for JSON or XML gets 201 with the bundle's address in Location. A file that cannot be
 * read is refused beside the field, nothing stored.
 */
export const meta: Route.MetaFunction = () => [{ title: "Bundles - My Gazette - The Gazette" }];

export async function loader({ context }: Route.LoaderArgs) {
  const bundles = await listBundles(context.get(appContext).db, signedInUser(context));
  return { bundles, guidance: TEMPLATE_GUIDANCE };
}

const FIELD = "file";

type Received = { ok: true; id: number } | { ok: false; message: string; status: number };

/** Reads the upload's file and sends the bundle, or says why not (beside the field, or as plain text). */
async function receiveBundle(request: Request, context: Readonly<RouterContextProvider>): Promise<Received> {
  const user = signedInUser(context);
  const { db } = context.get(appContext);
  if (isRequestTooLarge(request))
    return {
      ok: false,
      message: tooBigMessage("The selected file", Number(request.headers.get("content-length"))),
      status: 413,
    };
  // placement-api.md step 2: "the notices in the body" — XML, CSV or JSON as the body itself. Only a call
  // with a bearer token gets here so (the session middleware refuses any other body that is not a form).
  if (!hasFormBody(request)) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.length === 0)
      return { ok: false, message: BUNDLE_MESSAGES_FOR_PLACERS.chooseFile, status: 400 };
    const upload = await uploadBundle(db, user, { type: bodyMediaType(request), bytes });
    return upload.ok ? upload : { ok: false, message: upload.message, status: 400 };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, message: BUNDLE_MESSAGES_FOR_PLACERS.chooseFile, status: 400 };
  }
  const file = form.get(FIELD);
  if (!(file instanceof File) || file.size === 0)
    return { ok: false, message: BUNDLE_MESSAGES_FOR_PLACERS.chooseFile, status: 400 };
  const upload = await uploadBundle(db, user, {
    name: file.name,
    type: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  return upload.ok ? upload : { ok: false, message: upload.message, status: 400 };
}

/**
 * A client asking for JSON or XML (placement-api.md step 2) is answered here, before the page: 201 with
 * the bundle's address in Location, or the reason as plain text.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const path = new URL(request.url).pathname;
    const dataCall = wantsDataAnswer(request) || !hasFormBody(request);
    if (request.method !== "POST" || path.endsWith(".data") || !dataCall) return next();
    const received = await receiveBundle(request, context);
    return received.ok
      ? new Response(null, { status: 201, headers: { Location: bundlePath(received.id) } })
      : new Response(received.message, {
          status: received.status,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
  },
];

export async function action({ request, context }: Route.ActionArgs) {
  const received = await receiveBundle(request, context);
  if (!received.ok)
    return data(
      { errors: [{ field: FIELD, message: received.message }] as FieldError[] },
      { status: received.status },
    );
  return redirect(bundleStatusPath(received.id));
}

export default function BundlesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { bundles, guidance } = loaderData;
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary errors={errors} />
        <span className="govuk-caption-l">My Gazette</span>
        <h1 className="govuk-heading-l">Bundles</h1>
        <p className="govuk-body">
          Send many notices at once in one file: Gazette submission XML for any notice type, or, for deceased
          estates notices (2903), a CSV or JSON file made from our template. Each notice becomes a draft,
          checked as the web form checks it; you then choose which go to your basket.
        </p>
        <Form method="post" encType="multipart/form-data" noValidate className="govuk-!-margin-bottom-8">
          <CsrfInput />
          <FileField
            name={FIELD}
            label="Bundle file"
            labelSize="m"
            hint="An XML, CSV or JSON file of at most 2,000 notices, smaller than 25MB."
            errors={errors}
            constraints={{ accept: ".xml,.csv,.json,text/xml,application/xml,text/csv,application/json" }}
          />
          <button type="submit" className="govuk-button" data-module="govuk-button">
            Upload bundle
          </button>
        </Form>
        <h2 className="govuk-heading-m">Templates for deceased estates notices (2903)</h2>
        <ul className="govuk-list">
          <li>
            <a className="govuk-link" href="/my-gazette/bundle/template.csv" download>
              Download the CSV template
            </a>
          </li>
          <li>
            <a className="govuk-link" href="/my-gazette/bundle/template.json" download>
              Download the JSON template
            </a>
          </li>
        </ul>
        <details className="govuk-details">
          <summary className="govuk-details__summary">
            <span className="govuk-details__summary-text">What each column of the template holds</span>
          </summary>
          <div className="govuk-details__text">
            <dl className="govuk-summary-list">
              {guidance.map((column) => (
                <div className="govuk-summary-list__row" key={column.name}>
                  <dt className="govuk-summary-list__key">
                    <code>{column.name}</code>
                  </dt>
                  <dd className="govuk-summary-list__value">{column.hint}</dd>
                </div>
              ))}
            </dl>
          </div>
        </details>
      </div>
      <div className="govuk-grid-column-full">
        <Table
          caption="Your bundles"
          captionSize="m"
          emptyText="You have not sent any bundles yet."
          columns={[
            { header: "Bundle" },
            { header: "File" },
            { header: "Sent" },
            { header: "Status" },
            { header: "Notices", numeric: true },
            { header: "With problems", numeric: true },
          ]}
          rows={bundles.map((bundle) => ({
            key: bundle.id,
            data: { "data-bundle-id": bundle.id },
            cells: [
              <Link key="link" className="govuk-link" to={`/my-gazette/bundle/${bundle.id}`}>
                Bundle {bundle.id}
              </Link>,
              bundle.fileName ?? "Sent by API",
              formatDateTime(bundle.createdAt),
              BUNDLE_STATUS_LABELS[bundle.status],
              `${bundle.processedCount}/${bundle.totalCount}`,
              bundle.errorCount,
            ],
          }))}
        />
      </div>
    </div>
  );
}
