import { href, Link } from "react-router";

export function NotFoundPage() {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <title>Page not found - The Gazette</title>
        <h1 className="govuk-heading-l">Page not found</h1>
        <p className="govuk-body">If you typed the web address, check it is correct.</p>
        <p className="govuk-body">If you pasted the web address, check you copied the entire address.</p>
        <p className="govuk-body">
          You can{" "}
          <Link className="govuk-link" to={href("/:service/notice", { service: "all-notices" })}>
            search all notices
          </Link>{" "}
          or go to the{" "}
          <Link className="govuk-link" to={href("/")}>
            home page
          </Link>
          .
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself */}
        <form
          action={href("/:service/notice", { service: "all-notices" })}
          method="get"
          role="search"
          className="govuk-!-margin-top-6"
        >
          <div className="govuk-form-group">
            <label className="govuk-label" htmlFor="not-found-search">
              Search notices
            </label>
            <input
              className="govuk-input govuk-!-width-two-thirds"
              id="not-found-search"
              name="text"
              type="search"
            />
          </div>
          <button type="submit" className="govuk-button">
            Search
          </button>
        </form>
      </div>
    </div>
  );
}

/** Shown for any other failure: never the error's message or stack, which may reveal internals. */
export function ErrorPage({ status, explanation }: { status: number; explanation?: string }) {
  const badRequest = status >= 400 && status < 500;
  // The tab says what the page says: a refused request is not a fault of the service.
  const heading = badRequest
    ? "Sorry, we could not handle that request"
    : "Sorry, there is a problem with the service";
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <title>{`${heading} - The Gazette`}</title>
        <h1 className="govuk-heading-l">{heading}</h1>
        <p className="govuk-body">
          {explanation ??
            (badRequest
              ? "Check the address or the details you entered, then try again."
              : "Try again later.")}
        </p>
        <p className="govuk-body">
          <Link className="govuk-link" to={href("/")}>
            Go to the home page
          </Link>
        </p>
      </div>
    </div>
  );
}
