/**
 * The answer to a feed request that names parameters it cannot honour (400). JSON callers get the
 * API's usual error object with the list of problems; Atom callers get a valid Atom feed without
 * entries, so feed readers and XML parsers read it as they read any feed, its title saying what is wrong
 * and one `f:error` per problem.
 */
import { escapeXmlAttribute, escapeXmlText } from "../../notices/representations/xhtml-text.ts";
import type { FeedParameterProblem } from "./feed-parameters.ts";
import { ATOM_NAMESPACE, FACETS_NAMESPACE, toRfc3339 } from "./search-feed.ts";

export const FEED_PROBLEM_TITLE = "There is a problem with your search";

export interface FeedErrorJson {
  error: string;
  status: 400;
  errors: FeedParameterProblem[];
}

export function feedErrorJson(problems: FeedParameterProblem[]): FeedErrorJson {
  return { error: FEED_PROBLEM_TITLE, status: 400, errors: problems };
}

/** `requestUrl` is the feed's own address (site URL, path and query): the document's id and self link. */
export function feedErrorAtom(problems: FeedParameterProblem[], requestUrl: string, updated: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="${ATOM_NAMESPACE}" xmlns:f="${FACETS_NAMESPACE}">`,
    `  <id>${escapeXmlText(requestUrl)}</id>`,
    `  <title type="text">${escapeXmlText(FEED_PROBLEM_TITLE)}</title>`,
    `  <subtitle type="text">${escapeXmlText(problems.map((p) => p.message).join(". "))}</subtitle>`,
    `  <updated>${escapeXmlText(toRfc3339(updated))}</updated>`,
    "  <author>",
    "    <name>The Gazette</name>",
    "  </author>",
    `  <link rel="self" type="application/atom+xml" href="${escapeXmlAttribute(requestUrl)}"/>`,
    ...problems.map(
      (p) =>
        `  <f:error parameter="${escapeXmlAttribute(p.parameter)}">${escapeXmlText(p.message)}</f:error>`,
    ),
    "</feed>",
    "",
  ];
  return lines.join("\n");
}
