/**
 * The back button of notice, case-study, news and content pages (spec §2): it goes to the back URL the
 * page supplies when there is one; otherwise, with JavaScript, one step back in history, and without
 * JavaScript to `fallbackUrl`.
 */
import type { MouseEvent } from "react";

export function BackLink({
  backUrl,
  fallbackUrl = "/",
  text = "Back",
}: {
  backUrl?: string | null;
  fallbackUrl?: string;
  text?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (backUrl) return;
    if (window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <a
      href={backUrl ?? fallbackUrl}
      className="govuk-back-link"
      onClick={onClick}
      data-back-url={backUrl ?? undefined}
    >
      {text}
    </a>
  );
}
