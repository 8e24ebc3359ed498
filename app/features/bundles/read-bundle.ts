/**
 * Reading an uploaded bundle (issue 13 point 5): which format it is — by its declared type, its name, and
 * at last its first character — then that format's reader. Text must be UTF-8 (a byte-order mark is
 * allowed). Pure: the caller has already applied the upload's size limit.
 */
import { BUNDLE_MESSAGES, type BundleFormat, type BundleReading } from "./bundle-entry.ts";
import { readTemplateCsv, readTemplateJson } from "./deceased-estate-template.ts";
import { readSubmissionXml } from "./submission-xml.ts";

export interface BundleFile {
  /** The file's name as sent, if any (`bundle.xml`). */
  name?: string;
  /** The declared media type (`text/xml`, `application/json`, `text/csv`…), parameters allowed. */
  type?: string;
  bytes: Uint8Array;
}

const BY_TYPE: Readonly<Record<string, BundleFormat>> = {
  "text/xml": "xml",
  "application/xml": "xml",
  "application/json": "json",
  "text/json": "json",
  "text/csv": "csv",
  "application/csv": "csv",
};

const BY_EXTENSION: Readonly<Record<string, BundleFormat>> = { xml: "xml", json: "json", csv: "csv" };

/** The format a file says it is, else the one its text looks like; null when it is none of them. */
export function bundleFormatOf(file: Omit<BundleFile, "bytes">, text: string): BundleFormat | null {
  const type = file.type?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (BY_TYPE[type]) return BY_TYPE[type];
  const extension = /\.([a-z]+)$/i.exec(file.name ?? "")?.[1]?.toLowerCase() ?? "";
  if (BY_EXTENSION[extension]) return BY_EXTENSION[extension];
  const first = text.replace(/^\uFEFF/, "").trimStart()[0];
  if (first === "<") return "xml";
  if (first === "{") return "json";
  return first === undefined ? null : "csv";
}

const decoder = new TextDecoder("utf-8", { fatal: true });

export function readBundle(file: BundleFile): BundleReading {
  let text: string;
  try {
    text = decoder.decode(file.bytes);
  } catch {
    return { ok: false, message: "The file must be UTF-8 text" };
  }
  if (text.replace(/^\uFEFF/, "").trim() === "") return { ok: false, message: BUNDLE_MESSAGES.empty };
  const format = bundleFormatOf(file, text);
  if (format === "xml") return readSubmissionXml(text.replace(/^\uFEFF/, ""));
  if (format === "json") return readTemplateJson(text);
  if (format === "csv") return readTemplateCsv(text);
  return { ok: false, message: BUNDLE_MESSAGES.unknownFormat };
}
