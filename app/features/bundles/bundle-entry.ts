/**
 * What reading a bundle gives (issue 13 point 5; placement-api.md "Create a bundle"): the notices a file
 * holds, each as the structured data and text the Gazette keeps for a placed notice, with what could not
 * be read in it. Reading only reads: whether a notice is valid for publication (its schema, dates against
 * the issue it can go in, who may place it) is checked when the bundle is processed, notice by notice, so
 * that one bad notice never stops the others. Pure.
 */
import type { Tag } from "../placement/plain-text/tags.ts";
import type { EditionId } from "../publications/editions.ts";

/** The formats a bundle may come in: Gazette submission XML for any notice type, templates for 2903. */
export const BUNDLE_FORMATS = ["xml", "csv", "json"] as const;
export type BundleFormat = (typeof BUNDLE_FORMATS)[number];

/**
 * At most this many notices in one bundle: a busy practitioner's week is a few hundred; the benchmark is
 * a thousand; more than this is a mistake or an attack, and is refused before anything is stored.
 */
export const MAX_BUNDLE_NOTICES = 2_000;

/** One notice read from a bundle, in the order it came (position from 1). */
export interface BundleEntry {
  position: number;
  /** The placer's own reference for it (XML `Reference`, the template's `reference`), if any. */
  reference: string | null;
  noticeCode: string;
  /** The edition it is for, when the file says (XML `Title`, the template's `edition`). */
  editionId: EditionId | null;
  /** The publication date the placer asked for (ISO), if any: never sooner than the next issue. */
  publishDate: string | null;
  /**
   * The notice's structured data: for a template, exactly the data the web form would have saved; for
   * submission XML, the plain text with its elements as tags (ADR 017's data) and, for 2903, the
   * deceased-estate fields the elements give.
   */
  data: Record<string, unknown>;
  /** How the notice is to be drawn: by its type's web-form renderer, or as tagged plain text. */
  rendering: "web-form" | "plain-text";
  /** The submitted text (XML), for the validation report and duplicate checks; "" for templates. */
  text: string;
  /** Tags found in the text (XML only). */
  tags: Tag[];
  /** What could not be read: each a sentence for the validation report. Empty when all was read. */
  problems: string[];
}

/** A bundle read whole, or why none of it could be. */
export type BundleReading =
  | { ok: true; format: BundleFormat; entries: BundleEntry[] }
  | { ok: false; message: string };

export const BUNDLE_MESSAGES = {
  empty: "The file is empty",
  unknownFormat:
    "The file must be Gazette submission XML, or a CSV or JSON file made from the 2903 Deceased Estates template",
  notXml: (detail: string) => `The file is not well-formed XML: ${detail}`,
  doctype: "The XML must not contain a DOCTYPE or entity declarations",
  notGazetteXml:
    "The XML must be a Gazette submission: a Gazette element with a Body holding Notice elements",
  noNotices: "The file holds no notices",
  tooMany: (n: number) =>
    `The file holds ${n.toLocaleString("en-GB")} notices: a bundle may hold at most ${MAX_BUNDLE_NOTICES.toLocaleString("en-GB")}. Split it into smaller bundles`,
  notJson: "The file is not valid JSON",
  jsonShape: 'The JSON must be an object with a "notices" list, as in the template',
  csvHeader: (missing: readonly string[]) =>
    `The CSV's first row must name the template's columns: ${missing.join(", ")} missing`,
  noticeCode: (code: string) =>
    `Notice type ${code} cannot be sent in this format: the templates are for 2903 only`,
  edition: (value: string) => `"${value}" is not an edition: use London, Edinburgh or Belfast`,
  date: (what: string, value: string) =>
    `The ${what} "${value}" is not a real date: use YYYY-MM-DD or DD/MM/YYYY`,
  missingCode: "The notice has no Type (its notice code)",
} as const;

/** `London`, `the London Gazette`, `london` → the edition; null for anything else. */
export function editionFromName(value: string): EditionId | null {
  const name = value
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, "")
    .replace(/\s+gazette$/, "");
  return name === "london" || name === "edinburgh" || name === "belfast" ? name : null;
}
