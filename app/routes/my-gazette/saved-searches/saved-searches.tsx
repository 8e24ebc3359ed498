import { data, Form, href, Link } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { ConfirmRemoval } from "../../../features/my-gazette/confirm-removal.tsx";
import {
  MAX_SAVED_SEARCH_NAME,
  MAX_SAVED_SEARCHES,
  renameSavedSearchSchema,
} from "../../../features/saved-searches/saved-search-name.ts";
import {
  listSavedSearches,
  renameSavedSearch,
  savedSearchLinks,
  saveSearch,
  setAlertFrequency,
} from "../../../features/saved-searches/saved-searches-service.server.ts";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  isAlertFrequency,
} from "../../../features/saved-searches/search-alert-schedule.ts";
import { errorFor, type FieldError, fieldValue, parseForm } from "../../../lib/forms/parse-form.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/saved-searches";

export const meta: Route.MetaFunction = () => [{ title: "Saved searches - My Gazette - The Gazette" }];

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const searches = await listSavedSearches(context.get(appContext).db, user.id);
  return {
    searches: searches.map((s) => ({
      id: s.id,
      name: s.name,
      alertFrequency: isAlertFrequency(s.alertFrequency) ? s.alertFrequency : "none",
      ...savedSearchLinks(s),
    })),
  };
}

const fail = (errors: FieldError[], values: Record<string, string> = {}) =>
  data({ errors, values }, { status: 400 });

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, secureCookies } = context.get(appContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const done = (message: string) =>
    redirectWithFlash(href("/my-gazette/saved-searches"), message, { secure: secureCookies });

  if (intent === "save") {
    const result = await saveSearch(db, user.id, {
      path: String(form.get("path") ?? ""),
      query: String(form.get("query") ?? ""),
      name: String(form.get("name") ?? ""),
    });
    if (!result.ok) return fail([{ field: "saved-searches-heading", message: result.message }]);
    return done(`“${result.name}” was saved to My Gazette.`);
  }

  const id = parseId(form.get("id"));
  if (id === null) notFound();
  if (intent === "rename") {
    const parsed = parseForm(renameSavedSearchSchema, form);
    // Each search has its own rename form: the field is told apart by the search's id.
    if (!parsed.ok)
      return fail(
        parsed.errors.map((e) => ({ field: `rename-${id}`, message: e.message })),
        { [`rename-${id}`]: fieldValue(parsed.values, "name") },
      );
    if (!(await renameSavedSearch(db, user.id, id, parsed.data.name))) notFound();
    return done("Your changes have been made");
  }
  if (intent === "alert") {
    const frequency = form.get("alertFrequency");
    if (!isAlertFrequency(frequency))
      return fail([{ field: `alert-${id}`, message: "Choose how often to get e-mail alerts." }]);
    if (!(await setAlertFrequency(db, user.id, id, frequency))) notFound();
    return done(
      frequency === "none"
        ? "E-mail alerts for this search are off."
        : `You will get ${frequency} e-mail alerts for this search.`,
    );
  }
  return fail([{ field: "saved-searches-heading", message: "Sorry, that action is not recognised." }]);
}

export default function SavedSearchesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { searches } = loaderData;
  const errors = actionData?.errors ?? [];
  const values: Record<string, string> = actionData?.values ?? {};

  return (
    <>
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l" id="saved-searches-heading" tabIndex={-1}>
        Saved searches
      </h1>
      {searches.length === 0 ? (
        <p className="govuk-body">
          You have no saved searches. Search for notices, then use “Save this search” under the results.{" "}
          <Link className="govuk-link" to={href("/:service/notice", { service: "all-notices" })}>
            Search notices
          </Link>
        </p>
      ) : (
        <>
          <p className="govuk-body">
            {searches.length} of {MAX_SAVED_SEARCHES} saved searches. Alerts e-mail you new notices at 7am:
            daily, or on Mondays for weekly alerts.
          </p>
          <ul className="govuk-list app-saved-searches">
            {searches.map((s) => {
              const renameError = errorFor(errors, `rename-${s.id}`);
              const alertError = errorFor(errors, `alert-${s.id}`);
              return (
                <li key={s.id} className="app-saved-search">
                  <h2 className="govuk-heading-m govuk-!-margin-bottom-2">{s.name}</h2>
                  <p className="govuk-body">
                    <a className="govuk-link" href={s.run}>
                      Run<span className="govuk-visually-hidden"> {s.name}</span>
                    </a>{" "}
                    ·{" "}
                    <a className="govuk-link" href={s.feed} type="application/atom+xml">
                      Atom feed<span className="govuk-visually-hidden"> of {s.name}</span>
                    </a>{" "}
                    ·{" "}
                    <ConfirmRemoval
                      confirmUrl={href("/my-gazette/saved-searches/:id/delete", { id: String(s.id) })}
                      label="Delete"
                      itemName={s.name}
                      question="Delete this saved search?"
                    />
                  </p>
                  <Form method="post" className="app-inline-form">
                    <CsrfInput />
                    <input type="hidden" name="intent" value="rename" />
                    <input type="hidden" name="id" value={s.id} />
                    <div className={`govuk-form-group${renameError ? " govuk-form-group--error" : ""}`}>
                      <label className="govuk-label" htmlFor={`rename-${s.id}`}>
                        Name
                      </label>
                      {renameError ? (
                        <p className="govuk-error-message" id={`rename-${s.id}-error`}>
                          <span className="govuk-visually-hidden">Error:</span> {renameError}
                        </p>
                      ) : null}
                      <input
                        className={`govuk-input govuk-!-width-two-thirds${renameError ? " govuk-input--error" : ""}`}
                        id={`rename-${s.id}`}
                        name="name"
                        type="text"
                        maxLength={MAX_SAVED_SEARCH_NAME}
                        defaultValue={values[`rename-${s.id}`] ?? s.name}
                        aria-describedby={renameError ? `rename-${s.id}-error` : undefined}
                      />{" "}
                      <button
                        type="submit"
                        className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
                      >
                        Rename<span className="govuk-visually-hidden"> {s.name}</span>
                      </button>
                    </div>
                  </Form>
                  <Form method="post" className="app-inline-form">
                    <CsrfInput />
                    <input type="hidden" name="intent" value="alert" />
                    <input type="hidden" name="id" value={s.id} />
                    <div className={`govuk-form-group${alertError ? " govuk-form-group--error" : ""}`}>
                      <label className="govuk-label" htmlFor={`alert-${s.id}`}>
                        E-mail alerts
                      </label>
                      {alertError ? (
                        <p className="govuk-error-message">
                          <span className="govuk-visually-hidden">Error:</span> {alertError}
                        </p>
                      ) : null}
                      <select
                        className="govuk-select"
                        id={`alert-${s.id}`}
                        name="alertFrequency"
                        defaultValue={s.alertFrequency}
                      >
                        {ALERT_FREQUENCIES.map((f) => (
                          <option key={f} value={f}>
                            {ALERT_FREQUENCY_LABELS[f]}
                          </option>
                        ))}
                      </select>{" "}
                      <button
                        type="submit"
                        className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
                      >
                        Save alert setting<span className="govuk-visually-hidden"> for {s.name}</span>
                      </button>
                    </div>
                  </Form>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
