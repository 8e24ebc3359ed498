/**
 * Which parameters of a feed request (`data.feed`, `data.json`) cannot be honoured. The HTML form shows
 * its problems beside the results of what it could read; a feed has no one to show them to, so a
 * consumer would take the results of a broader search for the one it asked. Feeds therefore refuse any
 * request with a problem (400), naming each parameter.
 *
 * The form's own rules (dates, codes, issue, postcode, text length) come from parseSearchParams, so the
 * two cannot drift apart. The rest are values the form never sends but a hand-written URL may: there
 * the parser falls back to a default, which a feed must not do silently either.
 */
import { isEditionId } from "../../publications/editions.ts";
import { listParam, MAX_PAGE, MAX_PAGE_SIZE, type ParsedSearch, SORT_ORDERS } from "../search-query.ts";

export interface FeedParameterProblem {
  parameter: string;
  message: string;
}

/** The largest radius a location search takes, in miles. */
const MAX_DISTANCE_MILES = 100;

const WHOLE_NUMBER = /^\d+$/;

function wholeNumberIn(value: string, min: number, max: number): boolean {
  if (!WHOLE_NUMBER.test(value)) return false;
  const n = Number(value);
  return n >= min && n <= max;
}

export function feedParameterProblems(params: URLSearchParams, parsed: ParsedSearch): FeedParameterProblem[] {
  const problems: FeedParameterProblem[] = parsed.problems.map((p) => ({
    parameter: p.field,
    message: p.parameterMessage,
  }));

  const unknownEditions = listParam(params, "edition").filter((e) => !isEditionId(e.toLowerCase()));
  if (unknownEditions.length)
    problems.push({ parameter: "edition", message: `Unknown edition: ${unknownEditions.join(", ")}` });

  const page = params.get("results-page")?.trim();
  if (page && !wholeNumberIn(page, 1, MAX_PAGE))
    problems.push({
      parameter: "results-page",
      message: `Please enter a page number from 1 to ${MAX_PAGE}`,
    });

  // A page size above the maximum is documented to be taken as the maximum: the links still lead to every
  // result, so nothing is lost. A size that is not a number at all is a mistake worth telling.
  const pageSize = params.get("results-page-size")?.trim();
  if (pageSize && !wholeNumberIn(pageSize, 1, Number.MAX_SAFE_INTEGER))
    problems.push({
      parameter: "results-page-size",
      message: `Please enter a page size from 1 to ${MAX_PAGE_SIZE}`,
    });

  const sort = params.get("sort-by")?.trim();
  if (sort && !(SORT_ORDERS as readonly string[]).includes(sort))
    problems.push({ parameter: "sort-by", message: `Please choose a sort order: ${SORT_ORDERS.join(", ")}` });

  for (const [name, raw] of params) {
    if (!/^location-distance-\d+$/.test(name) || !raw.trim()) continue;
    const miles = Number(raw.trim());
    if (!(Number.isFinite(miles) && miles > 0 && miles <= MAX_DISTANCE_MILES))
      problems.push({
        parameter: name,
        message: `Please enter a distance of more than 0 and at most ${MAX_DISTANCE_MILES} miles`,
      });
  }
  return problems;
}
