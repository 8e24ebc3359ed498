/**
 * Content negotiation for `/notice/{id}` (domain.md: the same URL answers with any representation on
 * `Accept`). Browsers send long, q-weighted headers and API clients send odd ones, so the header is
 * parsed properly (RFC 9110 §12.5.1) and anything unreadable falls back to the HTML page, never an error.
 */

export type Representation = "html" | "json" | "xml" | "jsonld" | "ttl" | "pdf" | "rdf";

/** The Content-Type to answer with for each representation. */
export const REPRESENTATION_CONTENT_TYPES: Readonly<Record<Representation, string>> = {
  html: "text/html; charset=utf-8",
  json: "application/json; charset=utf-8",
  xml: "application/xhtml+xml; charset=utf-8",
  jsonld: "application/ld+json; charset=utf-8",
  ttl: "text/turtle; charset=utf-8",
  pdf: "application/pdf",
  rdf: "application/rdf+xml; charset=utf-8",
};

/**
 * Media types we answer to, in the order we prefer them when the client has no preference between
 * them (`*∕*`, or the same q for two types): the page first, then the data formats.
 */
const MEDIA_TYPES: readonly (readonly [string, Representation])[] = [
  ["text/html", "html"],
  ["application/json", "json"],
  ["application/ld+json", "jsonld"],
  ["application/xhtml+xml", "xml"],
  ["application/xml", "xml"],
  ["text/xml", "xml"],
  ["text/turtle", "ttl"],
  ["application/pdf", "pdf"],
  ["application/rdf+xml", "rdf"],
];

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  /** Position in the header, to break ties in favour of what the client listed first. */
  index: number;
}

// RFC 9110 token characters.
const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The ranges of an Accept header; malformed ones are skipped, as if the client had not sent them. */
export function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  // Quoted parameter values may contain commas; they are rare and never matter here, so a quoted
  // string just has to be kept out of the split.
  const parts = header.match(/(?:[^,"]|"(?:[^"\\]|\\.)*")+/g) ?? [];
  parts.forEach((part, index) => {
    const [range = "", ...params] = part.split(";").map((s) => s.trim());
    const slash = range.indexOf("/");
    if (slash < 0) return;
    const type = range.slice(0, slash).toLowerCase();
    const subtype = range.slice(slash + 1).toLowerCase();
    if (!TOKEN.test(type) || !TOKEN.test(subtype) || (type === "*" && subtype !== "*")) return;
    let q = 1;
    for (const param of params) {
      const eq = param.indexOf("=");
      if (eq < 0) continue;
      if (param.slice(0, eq).trim().toLowerCase() !== "q") continue;
      const value = param.slice(eq + 1).trim();
      // An unreadable weight makes the whole range unreadable: guessing 1 could pick a format the
      // client meant to rank low.
      if (!QVALUE.test(value)) return;
      q = Number(value);
      break; // Parameters after q are accept-extensions, not media-type parameters.
    }
    ranges.push({ type, subtype, q, index });
  });
  return ranges;
}

/** Which representation of a notice to send for an Accept header. */
export function chooseRepresentation(acceptHeader: string | null): Representation {
  if (!acceptHeader?.trim()) return "html";
  const ranges = parseAccept(acceptHeader);
  if (ranges.length === 0) return "html";

  let best: { representation: Representation; q: number; index: number; specificity: number } | null = null;
  for (const [mediaType, representation] of MEDIA_TYPES) {
    const [type, subtype] = mediaType.split("/");
    // The most specific matching range decides the type's weight (`text/html;q=0` beats `*/*`).
    let match: { q: number; index: number; specificity: number } | null = null;
    for (const r of ranges) {
      const specificity =
        r.type === type && r.subtype === subtype
          ? 2
          : r.type === type && r.subtype === "*"
            ? 1
            : r.type === "*"
              ? 0
              : -1;
      if (specificity < 0) continue;
      if (!match || specificity > match.specificity || (specificity === match.specificity && r.q > match.q)) {
        match = { q: r.q, index: r.index, specificity };
      }
    }
    if (!match || match.q <= 0) continue;
    // Highest weight wins; at equal weight a type the client named beats one it only reached through a
    // wildcard (`*/*, application/json` asks for JSON); then the range listed first; then MEDIA_TYPES order.
    const better =
      !best ||
      match.q > best.q ||
      (match.q === best.q &&
        (match.specificity > best.specificity ||
          (match.specificity === best.specificity && match.index < best.index)));
    if (better) best = { representation, ...match };
  }
  // Nothing acceptable at all: the page is still the most useful answer (a 406 helps nobody here).
  return best?.representation ?? "html";
}
