import { href, Link } from "react-router";
import { formatLongDate } from "../../lib/dates.ts";
import { editionName } from "../publications/edition-names.ts";
import { FavouriteToggle } from "../saved-notices/favourite-toggle.tsx";
import type { NoticeSummary } from "./notice-types.ts";

/** What a list entry shows: the summary line only where the notices come with one. */
export type NoticeListItem = Pick<
  NoticeSummary,
  "id" | "title" | "noticeCode" | "noticeTypeName" | "editionId" | "publishedAt"
> &
  Partial<Pick<NoticeSummary, "summary">>;

export function NoticeList({
  notices,
  headingLevel = 3,
  savedIds,
  label,
}: {
  notices: readonly NoticeListItem[];
  headingLevel?: 2 | 3;
  /** The list's accessible name, where a page has more than one list of notices. */
  label?: string;
  /** The listed notices the signed-in person has saved; when given, each notice gets a favourite link. */
  savedIds?: readonly number[];
}) {
  const saved = savedIds ? new Set(savedIds) : null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="app-notice-list" aria-label={label}>
      {notices.map((n) => (
        <li key={n.id}>
          <Heading className="govuk-heading-s govuk-!-margin-bottom-1">
            <Link className="govuk-link" to={href("/notice/:id", { id: String(n.id) })}>
              {n.title}
            </Link>
          </Heading>
          <p className={`govuk-body-s govuk-!-margin-bottom-${n.summary ? 1 : 0}`}>
            <strong>{n.noticeTypeName}</strong> ({n.noticeCode}) · {editionName(n.editionId)}
            {n.publishedAt ? (
              <>
                {" "}
                · <time dateTime={n.publishedAt.slice(0, 10)}>{formatLongDate(n.publishedAt)}</time>
              </>
            ) : null}
          </p>
          {n.summary ? <p className="govuk-body-s govuk-!-margin-bottom-0">{n.summary}</p> : null}
          {saved ? <FavouriteToggle noticeId={n.id} saved={saved.has(n.id)} noticeTitle={n.title} /> : null}
        </li>
      ))}
    </ul>
  );
}
