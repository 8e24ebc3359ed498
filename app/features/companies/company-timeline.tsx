/**
 * The insolvency event timeline (spec §2): the company's notices as an ordered list, oldest first, that
 * the stylesheet lays out along a horizontal axis with the dates under it. The list is the content, the
 * axis only its presentation, so screen readers and browsers without CSS get a numbered list of links,
 * each named by its notice type and date.
 */
import { href, Link } from "react-router";
import { formatLongDate } from "../../lib/dates.ts";
import timelineStyles from "./company-timeline.scss?url";
import type { CompanyEvent } from "./company-types.ts";

/** For the `links` export of routes that show a timeline. */
export const companyTimelineStylesheet = { rel: "stylesheet", href: timelineStyles } as const;

export function CompanyTimeline({ events, label }: { events: readonly CompanyEvent[]; label: string }) {
  return (
    <div className="app-timeline">
      <p className="app-timeline__direction" aria-hidden="true">
        <span>Oldest</span>
        <span>Newest</span>
      </p>
      <ol className="app-timeline__events" aria-label={label}>
        {events.map((e) => (
          <li key={e.noticeId} className="app-timeline__event">
            <Link
              className="govuk-link app-timeline__link"
              to={href("/notice/:id", { id: String(e.noticeId) })}
            >
              <span className="app-timeline__type">
                {e.noticeType}
                <span className="govuk-visually-hidden">,</span>
              </span>{" "}
              <time className="app-timeline__date" dateTime={e.publishedOn}>
                {formatLongDate(e.publishedOn)}
              </time>
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
