/**
 * The search filters on a small screen sit behind a "Filter results" control, so the results come
 * first (as GOV.UK finders do); from tablet width up the panel is always shown and the control hidden.
 * Without JavaScript the control is a link to the panel, which the :target rule in app.scss reveals in
 * place; with JavaScript it is a toggle button with aria-expanded.
 */
import { type ReactNode, useEffect, useState } from "react";

const PANEL_ID = "search-filters";

export function FilterPanel({ startOpen, children }: { startOpen: boolean; children: ReactNode }) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(startOpen);

  useEffect(() => {
    setEnhanced(true);
    // A link followed before the scripts ran asked for the panel: keep it open for the button too.
    if (window.location.hash === `#${PANEL_ID}`) setOpen(true);
  }, []);

  return (
    <>
      <div className="app-filter-toggle">
        {enhanced ? (
          <button
            type="button"
            className="govuk-button govuk-button--secondary govuk-!-margin-bottom-4"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => setOpen((o) => !o)}
          >
            Filter results
          </button>
        ) : (
          <a className="govuk-link govuk-body app-filter-toggle__link" href={`#${PANEL_ID}`}>
            Filter results
          </a>
        )}
      </div>
      <div
        id={PANEL_ID}
        className={`app-search-filters${open ? " app-search-filters--open" : ""}`}
        data-enhanced={enhanced ? "" : undefined}
      >
        {children}
      </div>
    </>
  );
}
