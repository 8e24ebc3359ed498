/**
 * The GOV.UK Frontend components the site uses (govuk-modules.ts), and nothing else of the package: it
 * has no side effects, so the build keeps only these classes and what they share.
 */
import { Button, Checkboxes, ErrorSummary, NotificationBanner, Radios, SkipLink } from "govuk-frontend";
import type { GovukModule } from "./govuk-modules.ts";
import { moduleSelector } from "./govuk-modules.ts";

const COMPONENTS: Record<GovukModule, new (root: Element) => unknown> = {
  "govuk-button": Button,
  "govuk-checkboxes": Checkboxes,
  "govuk-error-summary": ErrorSummary,
  "govuk-notification-banner": NotificationBanner,
  "govuk-radios": Radios,
  "govuk-skip-link": SkipLink,
};

/** Starts one element's component, once (its `data-govuk-…-init` attribute marks it started). */
export function start(root: Element): void {
  const name = root.getAttribute("data-module") as GovukModule | null;
  const Component = name ? COMPONENTS[name] : undefined;
  if (!Component || root.hasAttribute(`data-${name}-init`)) return;
  try {
    new Component(root);
  } catch (error) {
    // As initAll does: a component that cannot start (markup it does not expect) leaves the page as it is.
    console.log(error);
  }
}

export function startAll(scope: ParentNode, names: readonly GovukModule[]): void {
  for (const root of scope.querySelectorAll(moduleSelector(names))) start(root);
}
