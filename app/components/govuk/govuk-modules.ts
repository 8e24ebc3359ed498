/**
 * Which GOV.UK Frontend scripts the site's markup needs (`data-module="govuk-…"`) and when. initAll would
 * bring every component's script to every page; these are the ones used, fetched only on a page that has
 * one (govuk-frontend.client.ts):
 * - at load, those that act as the page opens: an error summary or notification banner takes focus,
 *   checkboxes and radios close their conditional parts;
 * - at first use (focus or press inside), those that act only then: a button's double-click guard and
 *   space-bar press, the skip link's focus on the main content.
 * The header's `govuk-header` has no script since GOV.UK Frontend 6.
 */
export const MODULES_AT_LOAD = [
  "govuk-checkboxes",
  "govuk-error-summary",
  "govuk-notification-banner",
  "govuk-radios",
] as const;
export const MODULES_AT_USE = ["govuk-button", "govuk-skip-link"] as const;
export const MODULES_WITHOUT_SCRIPT = ["govuk-header"] as const;

export type GovukModule = (typeof MODULES_AT_LOAD)[number] | (typeof MODULES_AT_USE)[number];

/** A CSS selector for the elements of these modules. */
export function moduleSelector(names: readonly string[]): string {
  return names.map((name) => `[data-module="${name}"]`).join(",");
}

/**
 * Starts the site's GOV.UK Frontend components in this document and keeps starting those used later
 * (including on pages the router shows afterwards); returns the clean-up. The scripts are fetched once,
 * on the first page that needs them.
 */
export function startGovukModules(document: Document): () => void {
  const load = () => import("./govuk-frontend.client.ts");
  if (document.querySelector(moduleSelector(MODULES_AT_LOAD))) {
    void load().then((govuk) => govuk.startAll(document, MODULES_AT_LOAD));
  }
  const atUse = moduleSelector(MODULES_AT_USE);
  const onUse = (event: Event) => {
    const root = event.target instanceof Element ? event.target.closest(atUse) : null;
    if (root) void load().then((govuk) => govuk.start(root));
  };
  document.addEventListener("focusin", onUse, true);
  document.addEventListener("pointerdown", onUse, true);
  return () => {
    document.removeEventListener("focusin", onUse, true);
    document.removeEventListener("pointerdown", onUse, true);
  };
}
