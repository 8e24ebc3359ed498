/**
 * The services dropdown. A native <details> element, so it opens and closes with keyboard and without
 * JavaScript; Escape and a click elsewhere close it when JavaScript runs.
 */
import { useEffect, useRef } from "react";
import { href, Link } from "react-router";

const SERVICES = [
  { to: href("/:service/notice", { service: "all-notices" }), label: "Search all notices" },
  { to: href("/:service/notice", { service: "insolvency" }), label: "Insolvency notices" },
  { to: href("/:service/notice", { service: "wills-and-probate" }), label: "Wills and probate" },
  { to: href("/browse-publications"), label: "Browse publications" },
  { to: href("/service/company-finder"), label: "Company finder" },
  {
    to: href("/:edition/issue/:number", { edition: "london", number: "latest" }),
    label: "Latest London issue",
  },
  { to: "/help/data-formats", label: "Data feeds and formats" },
  { to: href("/services/local-authority-finder"), label: "Find a local authority" },
];

export function ServicesMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (details.open && !details.contains(e.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, []);
  const closeMenu = () => {
    if (ref.current) ref.current.open = false;
  };
  return (
    <details className="app-services-menu" ref={ref}>
      <summary>Services</summary>
      <ul aria-label="Services">
        {SERVICES.map((s) => (
          <li key={s.to}>
            <Link className="govuk-link" to={s.to} onClick={closeMenu}>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
