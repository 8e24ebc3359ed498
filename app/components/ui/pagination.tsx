/**
 * The GOV.UK pagination, in its two forms: page numbers with "Previous" and "Next" beside them, or (with
 * no numbers) "Previous" and "Next" alone, one above the other, each with a label saying where it leads
 * ("Issue 12"). Every link is an address the caller builds (`href(page)`, or the previous and next
 * addresses, which may carry keyset cursors), so paging works without JavaScript.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { pageWindow } from "./page-window.ts";

export interface PaginationPages {
  current: number;
  last: number;
  href(page: number): string;
  /** Pages either side of the current one (default 2); Infinity offers every page. */
  around?: number;
  /** Offer the last page (default true); false when the last page is only an estimate. */
  showLast?: boolean;
  /** A page link's name for screen readers (default "Page {n}"). */
  itemLabel?(page: number): string;
}

export interface PaginationLink {
  href: string;
  /** Default: "Previous" / "Next" with " page" for screen readers. */
  text?: ReactNode;
  /** Without page numbers: where the link leads, under its text ("Issue 12", "Page 3 of 9"). */
  label?: ReactNode;
}

export interface PaginationProps {
  /** The navigation landmark's name (default "Pagination"); name it when a page has two. */
  label?: string;
  pages?: PaginationPages;
  previous?: PaginationLink | null;
  next?: PaginationLink | null;
  /** Said before the page numbers ("Showing pages 1 to 20 of 96"). */
  intro?: ReactNode;
  className?: string;
}

function Arrow({ direction }: { direction: "prev" | "next" }) {
  return (
    <svg
      className={`govuk-pagination__icon govuk-pagination__icon--${direction}`}
      xmlns="http://www.w3.org/2000/svg"
      height="13"
      width="15"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 15 13"
    >
      <path
        d={
          direction === "prev"
            ? "m6.5938-0.0078125-6.7266 6.7266 6.7441 6.4062 1.377-1.449-4.1856-3.9768h12.896v-2h-12.984l4.2931-4.293-1.414-1.414z"
            : "m8.107-0.0078125-1.4136 1.414 4.2926 4.293h-12.986v2h12.896l-4.1855 3.9766 1.377 1.4492 6.7441-6.4062-6.7246-6.7266z"
        }
      />
    </svg>
  );
}

function ArrowLink({
  link,
  direction,
  block,
}: {
  link: PaginationLink;
  direction: "prev" | "next";
  block: boolean;
}) {
  const text = link.text ?? (
    <>
      {direction === "prev" ? "Previous" : "Next"}
      <span className="govuk-visually-hidden"> page</span>
    </>
  );
  const decorated = block && link.label === undefined;
  return (
    <div className={`govuk-pagination__${direction}`}>
      <Link className="govuk-link govuk-pagination__link" to={link.href} rel={direction}>
        {block || direction === "prev" ? <Arrow direction={direction} /> : null}
        <span
          className={`govuk-pagination__link-title${decorated ? " govuk-pagination__link-title--decorated" : ""}`}
        >
          {text}
        </span>
        {block && link.label !== undefined ? (
          <>
            <span className="govuk-visually-hidden">:</span>
            <span className="govuk-pagination__link-label">{link.label}</span>
          </>
        ) : null}
        {!block && direction === "next" ? <Arrow direction={direction} /> : null}
      </Link>
    </div>
  );
}

function PageList({ pages }: { pages: PaginationPages }) {
  const { current, href, itemLabel = (page: number) => `Page ${page}` } = pages;
  return (
    <ul className="govuk-pagination__list">
      {pageWindow(pages).map((item) =>
        item.kind === "ellipsis" ? (
          <li
            key={`before-${item.before}`}
            className="govuk-pagination__item govuk-pagination__item--ellipsis"
          >
            ⋯
          </li>
        ) : (
          <li
            key={item.page}
            className={`govuk-pagination__item${item.page === current ? " govuk-pagination__item--current" : ""}`}
          >
            <Link
              className="govuk-link govuk-pagination__link"
              to={href(item.page)}
              aria-label={itemLabel(item.page)}
              aria-current={item.page === current ? "page" : undefined}
            >
              {item.page}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

export function Pagination({
  label = "Pagination",
  pages,
  previous,
  next,
  intro,
  className,
}: PaginationProps) {
  const numbered = pages !== undefined && pages.last > 1;
  if (!numbered && !previous && !next) return null;
  const block = !numbered;
  const classes = ["govuk-pagination", block && "govuk-pagination--block", className].filter(Boolean);
  return (
    <nav className={classes.join(" ")} aria-label={label}>
      {previous ? <ArrowLink link={previous} direction="prev" block={block} /> : null}
      {intro}
      {numbered ? <PageList pages={pages} /> : null}
      {next ? <ArrowLink link={next} direction="next" block={block} /> : null}
    </nav>
  );
}
