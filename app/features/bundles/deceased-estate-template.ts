/**
 * The 2903 Deceased Estates templates (issue 13 point 5; placement-api.md: "for notice type 2903 only CSV
 * and JSON templates"). One column list says what a row holds; a CSV row and a JSON notice both become
 * exactly the structured data the 2903 web form saves (deceased, personalRepresentatives, claimDeadline),
 * so a notice from a template is drawn by the web form's renderer and checked by its schema. Dates may be
 * written YYYY-MM-DD or DD/MM/YYYY. Pure.
 */
import { z } from "zod";
import { parseCsv } from "../../lib/csv.ts";
import { parseDateInput } from "../../lib/forms/date-input.ts";
import type { AddressData } from "../placement/forms/address-answers.ts";
import {
  BUNDLE_MESSAGES,
  type BundleEntry,
  type BundleReading,
  editionFromName,
  MAX_BUNDLE_NOTICES,
} from "./bundle-entry.ts";

/** The template's columns, in order, with what each holds (the downloadable template's guidance). */
export const TEMPLATE_COLUMNS = [
  ["reference", "Your own reference for the notice (optional)"],
  ["edition", "London, Edinburgh or Belfast (London if empty)"],
  ["publish_date", "Earliest publication date (optional; the next issue that can take it if empty)"],
  ["deceased_title", "Title, e.g. Mrs (optional)"],
  ["deceased_forenames", "First and middle names"],
  ["deceased_surname", "Surname"],
  ["deceased_also_known_as", "Other names, separated by semicolons (optional)"],
  ["deceased_maiden_name", "Maiden name (optional)"],
  ["deceased_occupation", "Occupation (optional)"],
  ["date_of_death", "Date of death, or leave empty and give the two dates below"],
  ["date_of_death_from", "Died on or after (when the date is not known)"],
  ["date_of_death_to", "Died on or before (when the date is not known)"],
  ["address_line_1", "Deceased's last address: first line"],
  ["address_line_2", "Second line (optional)"],
  ["address_town", "Town or city"],
  ["address_postcode", "UK postcode (empty for an address abroad)"],
  ["address_country", "Country, for an address abroad"],
  ["representative_name", "Personal representative's name"],
  ["representative_firm", "Firm (optional)"],
  ["representative_line_1", "Representative's address: first line"],
  ["representative_line_2", "Second line (optional)"],
  ["representative_town", "Town or city"],
  ["representative_postcode", "UK postcode"],
  ["representative_country", "Country, for an address abroad"],
  ["representative_telephone", "Telephone (optional)"],
  ["representative_email", "E-mail (optional)"],
  ["representative_reference", "The representative's reference (optional)"],
  ["claim_deadline", "Date by which claims must be made (at least two months and a day after publication)"],
] as const;

export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number][0];
type Row = Partial<Record<TemplateColumn, string>>;

/** Columns a CSV must name (the others may be left out). */
export const REQUIRED_COLUMNS: readonly TemplateColumn[] = [
  "deceased_forenames",
  "deceased_surname",
  "address_line_1",
  "representative_name",
  "claim_deadline",
];

const DATE_COLUMNS = {
  publish_date: "publication date",
  date_of_death: "date of death",
  date_of_death_from: "first date of death",
  date_of_death_to: "second date of death",
  claim_deadline: "claims deadline",
} as const satisfies Partial<Record<TemplateColumn, string>>;

function address(row: Row, prefix: "address" | "representative"): AddressData | undefined {
  const line = (name: string) => (row[`${prefix}_${name}` as TemplateColumn] ?? "").trim();
  const lines = [line("line_1"), line("line_2"), line("town")].filter(Boolean);
  if (lines.length === 0) return undefined;
  const postcode = line("postcode").toUpperCase();
  const country = line("country");
  return { lines, ...(postcode ? { postcode } : {}), ...(country ? { country } : {}) };
}

const present = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== "")) as Partial<T>;

/** One row of the template as a bundle entry: the web form's data, with what could not be read. */
export function entryFromRow(row: Row, position: number): BundleEntry {
  const problems: string[] = [];
  const value = (name: TemplateColumn) => (row[name] ?? "").trim();
  const date = (name: keyof typeof DATE_COLUMNS) => {
    const raw = value(name);
    if (!raw) return undefined;
    const iso = parseDateInput(raw);
    if (!iso) problems.push(BUNDLE_MESSAGES.date(DATE_COLUMNS[name], raw));
    return iso ?? undefined;
  };
  const edition = value("edition");
  const editionId = edition ? editionFromName(edition) : "london";
  if (!editionId) problems.push(BUNDLE_MESSAGES.edition(edition));
  const alsoKnownAs = value("deceased_also_known_as")
    .split(";")
    .map((name) => name.trim())
    .filter(Boolean);
  const deceased = present({
    title: value("deceased_title"),
    forenames: value("deceased_forenames"),
    surname: value("deceased_surname"),
    alsoKnownAs: alsoKnownAs.length > 0 ? alsoKnownAs : undefined,
    maidenName: value("deceased_maiden_name"),
    occupation: value("deceased_occupation"),
    dateOfDeath: date("date_of_death"),
    dateOfDeathFrom: date("date_of_death_from"),
    dateOfDeathTo: date("date_of_death_to"),
  });
  const home = address(row, "address");
  const representativeAddress = address(row, "representative");
  const representative = present({
    name: value("representative_name"),
    firm: value("representative_firm"),
    address: representativeAddress,
    telephone: value("representative_telephone"),
    email: value("representative_email"),
    reference: value("representative_reference"),
  });
  const claimDeadline = date("claim_deadline");
  return {
    position,
    reference: value("reference") || null,
    noticeCode: "2903",
    editionId,
    publishDate: date("publish_date") ?? null,
    data: {
      deceased: { ...deceased, addresses: home ? [home] : [] },
      personalRepresentatives: Object.keys(representative).length > 0 ? [representative] : [],
      ...(claimDeadline ? { claimDeadline } : {}),
    },
    rendering: "web-form",
    text: "",
    tags: [],
    problems,
  };
}

/** Reads a CSV made from the template: a header row naming the columns, then a notice a row. */
export function readTemplateCsv(csv: string): BundleReading {
  const [header, ...rows] = parseCsv(csv);
  if (!header || header.every((cell) => cell.trim() === ""))
    return { ok: false, message: BUNDLE_MESSAGES.empty };
  const names = header.map((cell) => cell.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) return { ok: false, message: BUNDLE_MESSAGES.csvHeader(missing) };
  const filled = rows.filter((cells) => cells.some((cell) => cell.trim() !== ""));
  if (filled.length === 0) return { ok: false, message: BUNDLE_MESSAGES.noNotices };
  if (filled.length > MAX_BUNDLE_NOTICES)
    return { ok: false, message: BUNDLE_MESSAGES.tooMany(filled.length) };
  const entries = filled.map((cells, i) =>
    entryFromRow(Object.fromEntries(names.map((name, c) => [name, cells[c] ?? ""])) as Row, i + 1),
  );
  return { ok: true, format: "csv", entries };
}

const jsonCell = z.union([z.string(), z.number()]).transform(String).optional();
const jsonAddress = z.object({
  lines: z.array(z.string()).optional(),
  postcode: jsonCell,
  country: jsonCell,
});
/** A JSON notice: the template's values under the names the notice's own JSON uses. */
const jsonNotice = z.object({
  reference: jsonCell,
  edition: jsonCell,
  publishDate: jsonCell,
  deceased: z
    .object({
      title: jsonCell,
      forenames: jsonCell,
      surname: jsonCell,
      alsoKnownAs: z.array(z.string()).optional(),
      maidenName: jsonCell,
      occupation: jsonCell,
      dateOfDeath: jsonCell,
      dateOfDeathFrom: jsonCell,
      dateOfDeathTo: jsonCell,
      address: jsonAddress.optional(),
    })
    .optional(),
  personalRepresentative: z
    .object({
      name: jsonCell,
      firm: jsonCell,
      address: jsonAddress.optional(),
      telephone: jsonCell,
      email: jsonCell,
      reference: jsonCell,
    })
    .optional(),
  claimDeadline: jsonCell,
});
const jsonBundle = z.object({ notices: z.array(z.unknown()) });
type JsonNotice = z.infer<typeof jsonNotice>;

function addressColumns(
  prefix: "address" | "representative",
  a: z.infer<typeof jsonAddress> | undefined,
): Row {
  const lines = a?.lines ?? [];
  const town = lines.length > 1 ? lines[lines.length - 1] : "";
  const firstLines = lines.length > 1 ? lines.slice(0, -1) : lines;
  return {
    [`${prefix}_line_1`]: firstLines[0] ?? "",
    [`${prefix}_line_2`]: firstLines.slice(1).join(", "),
    [`${prefix}_town`]: town ?? "",
    [`${prefix}_postcode`]: a?.postcode ?? "",
    [`${prefix}_country`]: a?.country ?? "",
  };
}

/** A JSON notice as the template row it stands for, so both formats are read by one set of rules. */
function rowOfJson(n: JsonNotice): Row {
  const d = n.deceased ?? {};
  const r = n.personalRepresentative ?? {};
  return {
    reference: n.reference,
    edition: n.edition,
    publish_date: n.publishDate,
    deceased_title: d.title,
    deceased_forenames: d.forenames,
    deceased_surname: d.surname,
    deceased_also_known_as: d.alsoKnownAs?.join(";"),
    deceased_maiden_name: d.maidenName,
    deceased_occupation: d.occupation,
    date_of_death: d.dateOfDeath,
    date_of_death_from: d.dateOfDeathFrom,
    date_of_death_to: d.dateOfDeathTo,
    ...addressColumns("address", d.address),
    representative_name: r.name,
    representative_firm: r.firm,
    ...addressColumns("representative", r.address),
    representative_telephone: r.telephone,
    representative_email: r.email,
    representative_reference: r.reference,
    claim_deadline: n.claimDeadline,
  };
}

/** Reads the JSON template: `{ "notices": [ … ] }`. A notice that is not the template's shape is a problem of its own. */
export function readTemplateJson(json: string): BundleReading {
  let value: unknown;
  try {
    value = JSON.parse(json.charCodeAt(0) === 0xfeff ? json.slice(1) : json);
  } catch {
    return { ok: false, message: BUNDLE_MESSAGES.notJson };
  }
  const bundle = jsonBundle.safeParse(value);
  if (!bundle.success) return { ok: false, message: BUNDLE_MESSAGES.jsonShape };
  const { notices } = bundle.data;
  if (notices.length === 0) return { ok: false, message: BUNDLE_MESSAGES.noNotices };
  if (notices.length > MAX_BUNDLE_NOTICES)
    return { ok: false, message: BUNDLE_MESSAGES.tooMany(notices.length) };
  const entries = notices.map((item, i) => {
    const parsed = jsonNotice.safeParse(item);
    if (parsed.success) return entryFromRow(rowOfJson(parsed.data), i + 1);
    const entry = entryFromRow({}, i + 1);
    const where = parsed.error.issues.map((issue) => issue.path.join(".") || "notice").join(", ");
    return { ...entry, problems: [`The notice is not in the template's shape (${where})`] };
  });
  return { ok: true, format: "json", entries };
}
