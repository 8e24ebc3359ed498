/**
 * A permanently withdrawn notice stays in the public record as a tombstone (ADR 021): its address, title,
 * type, issue and page still answer, but its text, people, places and structured data are gone, and its
 * body says that staff withdrew it, when and why. Every representation (page, JSON, RDF, PDF) renders the
 * same tombstone, so they all say so. Pure.
 */
import { formatLongDate } from "../../lib/dates.ts";
import type { Notice } from "./notice-types.ts";
import { escapeXmlText } from "./representations/xhtml-text.ts";

export function tombstoneSentence(withdrawal: NonNullable<Notice["withdrawal"]>): string {
  const when = withdrawal.at ? ` on ${formatLongDate(withdrawal.at)}` : "";
  return `This notice was permanently withdrawn by the Gazette${when}. Reason: ${withdrawal.reason}`;
}

/** The notice as the public may see it: unchanged unless it was permanently withdrawn. */
export function asTombstone(notice: Notice): Notice {
  if (notice.status !== "permanently-withdrawn" || !notice.withdrawal) return notice;
  const sentence = tombstoneSentence(notice.withdrawal);
  return {
    ...notice,
    bodyHtml: `<p class="app-notice-tombstone">${escapeXmlText(sentence)}</p>`,
    bodyText: sentence,
    data: {},
    locations: [],
    people: [],
    latitude: null,
    longitude: null,
  };
}
