/**
 * The issue page viewer's toolbar (spec §2): first, previous, next, last, a page select, download and share
 * links. The toolbar carries the base address of the pages; a page's view is `{base}/{page}` and
 * its files `{base}/{page}/data.htm` and `{base}/{page}/data.pdf`. Without JavaScript the page select is a
 * GET form with a Go button; with JavaScript choosing a page goes there at once.
 */
import { Link, useNavigate } from "react-router";

export function PageViewerToolbar({
  base,
  page,
  pageCount,
  shareUrl,
  title,
}: {
  base: string;
  page: number;
  pageCount: number;
  shareUrl: string;
  title: string;
}) {
  const navigate = useNavigate();
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const nav = (target: number, label: string, rel?: string) =>
    target >= 1 && target <= pageCount && target !== page ? (
      <Link className="govuk-button govuk-button--secondary" to={`${base}/${target}`} rel={rel}>
        {label}
      </Link>
    ) : (
      <span className="govuk-button govuk-button--secondary govuk-button--disabled" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <div className="app-viewer-toolbar" data-base-url={base} data-page={page}>
      {nav(1, "First page")}
      {nav(page - 1, "Previous page", "prev")}
      <form
        method="get"
        action={`${base}/${page}/go`}
        className="govuk-form-group"
        onSubmit={(e) => {
          e.preventDefault();
          const value = new FormData(e.currentTarget).get("page");
          navigate(`${base}/${value}`);
        }}
      >
        <label className="govuk-label" htmlFor="viewer-page">
          Page
        </label>
        <select
          className="govuk-select"
          id="viewer-page"
          name="page"
          defaultValue={page}
          key={page}
          onChange={(e) => navigate(`${base}/${e.currentTarget.value}`)}
        >
          {pages.map((p) => (
            <option key={p} value={p}>
              {p} of {pageCount}
            </option>
          ))}
        </select>{" "}
        <button type="submit" className="govuk-button govuk-button--secondary">
          Go
        </button>
      </form>
      {nav(page + 1, "Next page", "next")}
      {nav(pageCount, "Last page")}
      <a className="govuk-button" href={`${base}/${page}/data.pdf`} download>
        Download page (PDF)
      </a>
      <ul className="govuk-list govuk-!-margin-bottom-0" aria-label="Share this page">
        <li>
          <a
            className="govuk-link"
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(shareUrl)}`}
          >
            Share by email
          </a>
        </li>
        <li>
          <a className="govuk-link" href={shareUrl}>
            Link to this page
          </a>
        </li>
      </ul>
    </div>
  );
}
